/** Income 4-5: vehicle expenses and the home office. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { type Phrase, phrase } from "../../phrase";
import { date, defineStep, money, type QuestionDraft, q, text, under, withWire, yesNo } from "../build";
import { anyYes, yes } from "../conditions";
import type { OrganizerTableColumn } from "../types";

type Prefix = "taxPayer" | "spouse";
const gate = (p: Prefix) => `${p}_HaveVehicleExpensesFromBusinessOrRealEstate`;

/** Expense lines of a vehicle, in the client's key names (its spelling "Vehicl" kept). */
const vehicleExpenseLines: readonly (readonly [string, Phrase])[] = [
  ["Fuel", phrase("organizerIncome.gasAndOil")],
  ["MaintnanceTiresBatteriesRepairs", phrase("organizerIncome.maintenanceTiresBatteriesAnd")],
  ["Insurance", phrase("organizerIncome.insurance")],
  ["Licenses", phrase("organizerIncome.licensesAndRegistration")],
  ["LeasePayments", phrase("organizerIncome.leasePayments")],
  ["LoanInterest", phrase("organizerIncome.loanInterest")],
  ["Taxes", phrase("organizerIncome.taxes")],
  ["WashAndWax", phrase("organizerIncome.washAndWax")],
];

/** Answer types the existing client sends for some vehicle lines; the rest are text (2). */
const vehicleLineTypes: Readonly<Record<string, AnswerTypeId>> = {
  taxPayerVehiclExpense_WashAndWax: AnswerTypeId.json,
  spouseVehiclExpense_Fuel: AnswerTypeId.json,
};

function vehicle(p: Prefix): QuestionDraft[] {
  const v = `${p}_Vehicle`;
  const questions: QuestionDraft[] = [
    q(`${p}_HaveVehicleOperatingExpense`, {
      type: AnswerTypeId.string,
      label: phrase("organizerIncome.howDoYouWant"),
      input: "radio",
      options: [
        { value: "actual", label: phrase("organizerIncome.actualExpenses") },
        { value: "mileage", label: phrase("organizerIncome.standardMileageRate") },
      ],
    }),
    text(`${v}Make`, phrase("organizerIncome.make")),
    withWire(text(`${v}Model`, phrase("organizerIncome.model")), { forSpouse: p === "spouse" }),
    text(`${v}Year`, phrase("organizerIncome.year"), { input: "year" }),
    yesNo(`${v}AvailableForPersonalUse`, phrase("organizerIncome.wasTheVehicleAvailable")),
    yesNo(`${p}_AnotherVehicleAvailableForPersonalUse`, phrase("organizerIncome.wasAnotherVehicleAvailable")),
    yesNo(`${p}_HaveWrittenEvidenceToSupportDeduction`, phrase("organizerIncome.doYouHaveWritten")),
    p === "taxPayer"
      ? money(`${p}_ParkingExpensesAndTolls`, phrase("organizerIncome.businessParkingAndTolls"))
      : yesNo(`${p}_ParkingExpensesAndTolls`, phrase("organizerIncome.didYouPayBusiness")),
    ...(p === "taxPayer"
      ? [date(`${p}_DateFirstUsedInBusiness`, phrase("organizerIncome.dateFirstUsedIn"))]
      : []),
    text(`${p}_TotalMilesDrivenThisYear`, phrase("organizerIncome.totalMilesDrivenThis"), { input: "count" }),
    ...vehicleExpenseLines.map(([name, label]) => {
      const key = `${p}VehiclExpense_${name}`;
      return q(key, { type: vehicleLineTypes[key] ?? AnswerTypeId.string, label, input: "money" });
    }),
  ];
  return [yesNo(gate(p), phrase("organizerIncome.didYouUseA")), ...under(yes(gate(p)), questions)];
}

const ownerColumn: OrganizerTableColumn = {
  key: "owner",
  label: phrase("organizerIncome.whose"),
  input: "radio",
  options: [
    { value: "taxpayer", label: phrase("organizerIncome.you") },
    { value: "spouse", label: phrase("organizerIncome.spouse") },
  ],
};

export const vehicleStep = defineStep("income", {
  id: "4",
  title: phrase("organizerIncome.vehicleExpenses"),
  lead: phrase("organizerIncome.costsOfAVehicle"),
  sectionId: OrganizerCategoryId.vehicleOperatingExpenses,
  questions: [
    ...vehicle("taxPayer"),
    ...vehicle("spouse"),
    ...under(anyYes(gate("taxPayer"), gate("spouse")), [
      text("businessMilesTableInfo", phrase("organizerIncome.milesByVehicle"), {
        input: "table",
        person: "household",
        table: {
          addLabel: phrase("organizerIncome.addAVehiclesMiles"),
          columns: [
            ownerColumn,
            { key: "vehicle", label: phrase("organizerIncome.vehicle"), input: "text" },
            {
              key: "totalMiles",
              label: phrase("organizerIncome.totalMiles"),
              input: "count",
              rules: ["naturalNumber"],
            },
            {
              key: "businessMiles",
              label: phrase("organizerIncome.businessMiles"),
              input: "count",
              rules: ["naturalNumber"],
            },
            {
              key: "commutingMiles",
              label: phrase("organizerIncome.commutingMiles"),
              input: "count",
              rules: ["naturalNumber"],
            },
          ],
        },
      }),
      q("vehicleOperatingAndExpensesTableInfo", {
        type: AnswerTypeId.json,
        label: phrase("organizerIncome.otherVehicles"),
        help: phrase("organizerIncome.addEveryOtherVehicle"),
        table: {
          addLabel: phrase("organizerIncome.addAVehicle"),
          columns: [
            ownerColumn,
            { key: "make", label: phrase("organizerIncome.make"), input: "text" },
            { key: "model", label: phrase("organizerIncome.model"), input: "text" },
            { key: "year", label: phrase("organizerIncome.year"), input: "year", rules: ["year"] },
            {
              key: "dateFirstUsed",
              label: phrase("organizerIncome.dateFirstUsedIn"),
              input: "date",
              rules: ["date"],
            },
            {
              key: "totalMiles",
              label: phrase("organizerIncome.totalMiles"),
              input: "count",
              rules: ["naturalNumber"],
            },
            {
              key: "businessMiles",
              label: phrase("organizerIncome.businessMiles"),
              input: "count",
              rules: ["naturalNumber"],
            },
            ...vehicleExpenseLines.map(
              ([name, label]): OrganizerTableColumn => ({
                key: name.charAt(0).toLowerCase() + name.slice(1),
                label,
                input: "money",
                rules: ["money"],
              }),
            ),
          ],
        },
      }),
    ]),
  ],
});

function homeOffice(p: Prefix): QuestionDraft[] {
  const has = `${p}_HaveHomeOfficeExpenses`;
  const office = `${p}HomeOffice`;
  const expense = `${p}HomeOfficeExpenses_`;
  return [
    yesNo(has, phrase("organizerIncome.didYouUsePart")),
    ...under(yes(has), [
      yesNo(`${office}_HaveSelfEmployedBusiness`, phrase("organizerIncome.isTheOfficeUsed")),
      q(`${office}_DateOfUseBegan`, {
        type: p === "taxPayer" ? AnswerTypeId.date : AnswerTypeId.string,
        label: phrase("organizerIncome.dateBusinessUseBegan"),
        input: "date",
      }),
      text(`${office}_EntireHomeArea`, phrase("organizerIncome.areaOfTheEntire"), { input: "count" }),
      text(`${office}_OfficeArea`, phrase("organizerIncome.areaOfTheOffice"), { input: "count" }),
      text(`${office}_BusinessStorage`, phrase("organizerIncome.areaUsedForStorage"), { input: "count" }),
      money(`${expense}TotalRent`, phrase("organizerIncome.rent")),
      money(`${expense}TotalInsurance`, phrase("organizerIncome.insurance")),
      money(`${expense}TotalMaintenance`, phrase("organizerIncome.maintenance")),
      money(`${expense}TotalUtilities`, phrase("organizerIncome.utilities")),
      money(`${expense}TotalRepairs`, phrase("organizerIncome.repairs")),
      money(`${expense}TotalManagment`, phrase("organizerIncome.managementFees")),
      q(`${expense}AmountPaid`, {
        type: p === "taxPayer" ? AnswerTypeId.number : AnswerTypeId.string,
        label: phrase("organizerIncome.otherAmountsPaid"),
        input: "money",
      }),
    ]),
  ];
}

export const homeOfficeStep = defineStep("income", {
  id: "5",
  title: phrase("organizerIncome.homeOffice"),
  lead: phrase("organizerIncome.theAreaOfYour"),
  sectionId: OrganizerCategoryId.homeOfficeExpenses,
  questions: [...homeOffice("taxPayer"), ...homeOffice("spouse")],
});
