/** Income 4-5: vehicle expenses and the home office. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { date, defineStep, money, type QuestionDraft, q, text, under, withWire, yesNo } from "../build";
import { anyYes, yes } from "../conditions";
import type { OrganizerTableColumn } from "../types";

type Prefix = "taxPayer" | "spouse";
const gate = (p: Prefix) => `${p}_HaveVehicleExpensesFromBusinessOrRealEstate`;

/** Expense lines of a vehicle, in the client's key names (its spelling "Vehicl" kept). */
const vehicleExpenseLines: readonly (readonly [string, string])[] = [
  ["Fuel", "Gas and oil"],
  ["MaintnanceTiresBatteriesRepairs", "Maintenance, tires, batteries and repairs"],
  ["Insurance", "Insurance"],
  ["Licenses", "Licenses and registration"],
  ["LeasePayments", "Lease payments"],
  ["LoanInterest", "Loan interest"],
  ["Taxes", "Taxes"],
  ["WashAndWax", "Wash and wax"],
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
      label: "How do you want to deduct vehicle costs?",
      input: "radio",
      options: [
        { value: "actual", label: "Actual expenses" },
        { value: "mileage", label: "Standard mileage rate" },
      ],
    }),
    text(`${v}Make`, "Make"),
    withWire(text(`${v}Model`, "Model"), { forSpouse: p === "spouse" }),
    text(`${v}Year`, "Year", { input: "year" }),
    yesNo(`${v}AvailableForPersonalUse`, "Was the vehicle available for personal use?"),
    yesNo(`${p}_AnotherVehicleAvailableForPersonalUse`, "Was another vehicle available for personal use?"),
    yesNo(`${p}_HaveWrittenEvidenceToSupportDeduction`, "Do you have written records of business miles?"),
    p === "taxPayer"
      ? money(`${p}_ParkingExpensesAndTolls`, "Business parking and tolls")
      : yesNo(`${p}_ParkingExpensesAndTolls`, "Did you pay business parking fees or tolls?"),
    ...(p === "taxPayer" ? [date(`${p}_DateFirstUsedInBusiness`, "Date first used in business")] : []),
    text(`${p}_TotalMilesDrivenThisYear`, "Total miles driven this year", { input: "count" }),
    ...vehicleExpenseLines.map(([name, label]) => {
      const key = `${p}VehiclExpense_${name}`;
      return q(key, { type: vehicleLineTypes[key] ?? AnswerTypeId.string, label, input: "money" });
    }),
  ];
  return [
    yesNo(gate(p), "Did you use a vehicle for a business or rental property?"),
    ...under(yes(gate(p)), questions),
  ];
}

const ownerColumn: OrganizerTableColumn = {
  key: "owner",
  label: "Whose",
  input: "radio",
  options: [
    { value: "taxpayer", label: "You" },
    { value: "spouse", label: "Spouse" },
  ],
};

export const vehicleStep = defineStep("income", {
  id: "4",
  title: "Vehicle expenses",
  lead: "Costs of a vehicle you used for business or rental property.",
  sectionId: OrganizerCategoryId.vehicleOperatingExpenses,
  questions: [
    ...vehicle("taxPayer"),
    ...vehicle("spouse"),
    ...under(anyYes(gate("taxPayer"), gate("spouse")), [
      text("businessMilesTableInfo", "Miles by vehicle", {
        input: "table",
        person: "household",
        table: {
          addLabel: "Add a vehicle's miles",
          columns: [
            ownerColumn,
            { key: "vehicle", label: "Vehicle", input: "text" },
            { key: "totalMiles", label: "Total miles", input: "count", rules: ["naturalNumber"] },
            { key: "businessMiles", label: "Business miles", input: "count", rules: ["naturalNumber"] },
            { key: "commutingMiles", label: "Commuting miles", input: "count", rules: ["naturalNumber"] },
          ],
        },
      }),
      q("vehicleOperatingAndExpensesTableInfo", {
        type: AnswerTypeId.json,
        label: "Other vehicles",
        help: "Add every other vehicle used for business, with its expenses.",
        table: {
          addLabel: "Add a vehicle",
          columns: [
            ownerColumn,
            { key: "make", label: "Make", input: "text" },
            { key: "model", label: "Model", input: "text" },
            { key: "year", label: "Year", input: "year", rules: ["year"] },
            { key: "dateFirstUsed", label: "Date first used in business", input: "date", rules: ["date"] },
            { key: "totalMiles", label: "Total miles", input: "count", rules: ["naturalNumber"] },
            { key: "businessMiles", label: "Business miles", input: "count", rules: ["naturalNumber"] },
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
    yesNo(has, "Did you use part of your home regularly and only for business?"),
    ...under(yes(has), [
      yesNo(`${office}_HaveSelfEmployedBusiness`, "Is the office used for your self-employed business?"),
      q(`${office}_DateOfUseBegan`, {
        type: p === "taxPayer" ? AnswerTypeId.date : AnswerTypeId.string,
        label: "Date business use began",
        input: "date",
      }),
      text(`${office}_EntireHomeArea`, "Area of the entire home (square feet)", { input: "count" }),
      text(`${office}_OfficeArea`, "Area of the office (square feet)", { input: "count" }),
      text(`${office}_BusinessStorage`, "Area used for storage (square feet)", { input: "count" }),
      money(`${expense}TotalRent`, "Rent"),
      money(`${expense}TotalInsurance`, "Insurance"),
      money(`${expense}TotalMaintenance`, "Maintenance"),
      money(`${expense}TotalUtilities`, "Utilities"),
      money(`${expense}TotalRepairs`, "Repairs"),
      money(`${expense}TotalManagment`, "Management fees"),
      q(`${expense}AmountPaid`, {
        type: p === "taxPayer" ? AnswerTypeId.number : AnswerTypeId.string,
        label: "Other amounts paid",
        input: "money",
      }),
    ]),
  ];
}

export const homeOfficeStep = defineStep("income", {
  id: "5",
  title: "Home office",
  lead: "The area of your home used for business, and the annual costs of the home.",
  sectionId: OrganizerCategoryId.homeOfficeExpenses,
  questions: [...homeOffice("taxPayer"), ...homeOffice("spouse")],
});
