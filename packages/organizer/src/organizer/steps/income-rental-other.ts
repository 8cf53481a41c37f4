/** Income 6-7: real-estate rentals and other income documents. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { defineStep, file, money, type QuestionDraft, q, text, under, withWire, yesNo } from "../build";
import { is, not, yes } from "../conditions";
import { readValuesQuestions } from "../read-values";
import type { OrganizerOption } from "../types";

type Prefix = "taxPayer" | "spouse";
const prefixes: readonly Prefix[] = ["taxPayer", "spouse"];
const yesNoText: readonly OrganizerOption[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

const rentalExpenseLines: readonly (readonly [string, string])[] = [
  ["Commissions", "Commissions"],
  ["Insurance", "Insurance"],
  ["Professional", "Professional fees"],
  ["LegalAndFees", "Legal and other fees"],
  ["ManagementFees", "Management fees"],
  ["MortgageInterestPaidToBanks", "Mortgage interest paid to banks"],
  ["OtherInterest", "Other interest"],
  ["Repairs", "Repairs"],
  ["SuppliesHardwareEtc", "Supplies and hardware"],
  ["TaxesProperty", "Property taxes"],
  ["TaxesPayroll", "Payroll taxes"],
  ["Utilities", "Utilities"],
  ["Wages", "Wages"],
];

function rentals(p: Prefix): QuestionDraft[] {
  const owns = `${p}RealEstate_OwnAnyMoreRealEstate`;
  const estate = `${p}RealEstate_`;
  const expense = `${p}RealEstateExpenses_`;
  const attachment =
    p === "taxPayer"
      ? `${expense}MortgageInterestPaidToBanks_Attachement`
      : `${expense}MortgageInterestPaidToBanks_Attachements`;
  return [
    q(owns, {
      type: AnswerTypeId.string,
      label: "Do you own real estate you rent out?",
      input: "radio",
      options: yesNoText,
    }),
    ...under(is(owns, "yes"), [
      text(`${estate}AddressOrDescription1`, "Address or description"),
      q(`${estate}Type1`, {
        type: AnswerTypeId.string,
        label: "Type of property",
        input: "radio",
        options: [
          { value: "singleFamily", label: "Single family residence" },
          { value: "multiFamily", label: "Multi-family residence" },
          { value: "vacation", label: "Vacation or short-term rental" },
          { value: "commercial", label: "Commercial" },
          { value: "land", label: "Land" },
          { value: "other", label: "Other" },
        ],
      }),
      money(`${estate}RentalIncome1`, "Rental income"),
      text(`${estate}PercentOwnership1`, "Percent you own", { input: "percent" }),
      q(`${estate}IsVocationHome1`, {
        type: AnswerTypeId.string,
        label: "Is it a vacation home?",
        input: "radio",
        options: yesNoText,
      }),
      text(`${estate}NumberOfDaysPersonallyUsed1`, "Days of personal use", { input: "count" }),
      text(`${estate}NumberOfRentalDays1`, "Days rented at fair price", { input: "count" }),
      yesNo(`${expense}Advertising`, "Did you pay for advertising?"),
      q(`${expense}CleaningAndMaintenance`, {
        type: p === "taxPayer" ? AnswerTypeId.number : AnswerTypeId.string,
        label: "Cleaning and maintenance",
        input: "money",
      }),
      ...rentalExpenseLines.map(([name, label]) => money(`${expense}${name}`, label)),
      withWire(file(attachment, "Upload Form 1098 for the rental mortgage"), { forSpouse: false }),
      money(`${expense}CondoOrHomeownerAssociationDues`, "Condo or homeowner association (HOA) dues"),
      text(`${expense}ForShortTermRentals`, "For short-term rentals: average stay in days", {
        input: "count",
      }),
    ]),
  ];
}

export const rentalStep = defineStep("income", {
  id: "6",
  title: "Real-estate rental income and expenses",
  lead: "Each property you rented out; add a property for each one.",
  sectionId: OrganizerCategoryId.realEstateRental,
  questions: [...rentals("taxPayer"), ...rentals("spouse")],
  groups: prefixes.map((p) => ({
    id: `${p}RentalProperties`,
    title: "Rental properties",
    addLabel: "Add a property",
    keys: rentals(p)
      .map((question) => question.key)
      .filter((key) => key.endsWith("1")),
  })),
});

interface IncomeForm {
  /** The form's part of the key, e.g. "1099R" in `taxPayer_1099RFormDocument`. */
  form: string;
  label: string;
  /** Offers "I don't have any" / "not received yet but expect soon". */
  dontHave: boolean;
  notYet: boolean;
}

const incomeForms: readonly IncomeForm[] = [
  {
    form: "1099INTOrDIV",
    label: "Forms 1099-INT and 1099-DIV (interest and dividends)",
    dontHave: false,
    notYet: false,
  },
  { form: "1099B", label: "Form 1099-B (brokerage)", dontHave: true, notYet: false },
  { form: "1099R", label: "Form 1099-R (retirement distributions)", dontHave: true, notYet: true },
  { form: "1099SSA", label: "Form SSA-1099 (social security)", dontHave: true, notYet: true },
  { form: "1099G", label: "Form 1099-G (unemployment, state refunds)", dontHave: true, notYet: true },
  { form: "ScheduleK1", label: "Schedules K-1", dontHave: true, notYet: true },
  { form: "1099S", label: "Form 1099-S (sale of real estate)", dontHave: true, notYet: true },
  { form: "W2G", label: "Form W-2G (gambling winnings)", dontHave: true, notYet: true },
];

/** The existing client sends its "not received yet" of Form 1099-S as a file answer. */
const notYetAsFile = new Set(["1099S"]);

function incomeDocuments(p: Prefix): QuestionDraft[] {
  const forms = incomeForms.flatMap(({ form, label, dontHave, notYet }) => {
    const upload = `${p}_${form}FormDocument`;
    const none = `${p}_DoNotHave${form}FormDocument`;
    const later = `${p}_DoNotReceivedYet${form}FormDocument`;
    const questions: QuestionDraft[] = [];
    if (dontHave) questions.push(yesNo(none, "I don't have any"));
    if (notYet) {
      questions.push(
        notYetAsFile.has(form)
          ? file(later, "Not received yet but expected soon (upload when it arrives)")
          : yesNo(later, "Not received yet but expected soon"),
      );
    }
    const uploadQuestion = file(upload, `Upload ${label}`, dontHave ? { when: not(yes(none)) } : {});
    return [uploadQuestion, ...questions];
  });
  const crypto = `${p}_HaveVirtualOrCryptoCurrencyTransactions`;
  const other = `${p}_ReceiveAnyOtherTypeOfIncome`;
  const extras = [
    file(`${p}RealEstate_ProvideAny1099ks`, "Upload any Forms 1099-K"),
    yesNo(crypto, "Did you receive, sell or exchange virtual currency?"),
    withWire(file(`${crypto}_Document`, "Upload the virtual currency statements", { when: yes(crypto) }), {
      forSpouse: true,
    }),
    yesNo(other, "Did you receive any other income (jury duty, prizes, alimony, hobbies)?"),
    withWire(file(`${other}_Document`, "Upload the documents of other income", { when: yes(other) }), {
      forSpouse: true,
    }),
  ];
  return [...forms, ...extras];
}

export const otherIncomeStep = defineStep("income", {
  id: "7",
  title: "Other income",
  lead: "Interest, dividends, brokerage, retirement, social security, unemployment and other income.",
  sectionId: OrganizerCategoryId.income,
  questions: [
    ...incomeDocuments("taxPayer"),
    ...readValuesQuestions(["1099-int", "1099-div", "1099-r"], "taxPayer"),
    ...incomeDocuments("spouse"),
    ...readValuesQuestions(["1099-int", "1099-div", "1099-r"], "spouse"),
  ],
});
