/** Deductions 4-7: cash and non-cash charity, health coverage, medical expenses. */
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { defineStep, file, money, type QuestionDraft, q, text, under, withWire, yesNo } from "../build";
import { anyYes, yes } from "../conditions";
import { organizerNoteTexts } from "../notices";

type Prefix = "taxPayer" | "spouse";
const prefixes: readonly Prefix[] = ["taxPayer", "spouse"];

function cashCharity(p: Prefix): QuestionDraft[] {
  const base = `${p}_CashCharitableContributions_`;
  const hasAny = `${base}HasAnyWhereNoServicesWereReceived`;
  const letter = `${base}ReceivedThankYouLetterOrReceipt`;
  return [
    yesNo(hasAny, "Did you give cash to charities and receive nothing in return?"),
    ...under(yes(hasAny), [
      yesNo(letter, "Did you receive a thank-you letter or receipt for each gift?"),
      file(`${letter}File`, "Upload the letters or receipts", { when: yes(letter) }),
      text(`${base}NameOfOrganization1`, "Charity's name"),
      money(`${base}Amount1`, "Amount given"),
      yesNo(`${base}HasProofOfPayment1`, "Do you have proof of payment (bank record or receipt)?"),
    ]),
  ];
}

export const cashCharityStep = defineStep("deductions", {
  id: "4",
  title: "Cash charitable contributions",
  lead: "Gifts of money to qualified charities.",
  sectionId: OrganizerCategoryId.cashCharitableContributions,
  questions: prefixes.flatMap(cashCharity),
  groups: prefixes.map((p) => ({
    id: `${p}CashCharities`,
    title: "Charities",
    addLabel: "Add a charity",
    keys: ["NameOfOrganization1", "Amount1", "HasProofOfPayment1"].map(
      (name) => `${p}_CashCharitableContributions_${name}`,
    ),
  })),
});

/** Non-cash gifts: the spouse's keys are the taxpayer's with `Spouce_`, sent with `forSpouse` false. */
function nonCashCharity(infix: "" | "Spouce_"): QuestionDraft[] {
  const base = `taxPayer_NonCashCharitableContributions_${infix}`;
  const hasAny = `${base}HasAny`;
  const receipt = `${base}ReceivedRecieptFromOrganisation`;
  const list = `${base}ItemizedListOf_GoodsContribution`;
  const questions = [
    yesNo(hasAny, "Did you give goods or property (clothes, furniture, cars, shares) to charities?"),
    ...under(yes(hasAny), [
      yesNo(receipt, "Did you receive a receipt from the organization?"),
      file(`${receipt}File`, "Upload the receipts", { when: yes(receipt) }),
      yesNo(list, "Do you have an itemized list of the goods and their value?"),
      file(`${list}File`, "Upload the itemized list", { when: yes(list) }),
    ]),
  ];
  return questions.map((question) => withWire(question, { forSpouse: false }));
}

export const nonCashCharityStep = defineStep("deductions", {
  id: "4.1",
  title: "Non-cash charitable contributions",
  lead: "Goods and property given to qualified charities.",
  sectionId: OrganizerCategoryId.nonCashCharitableContributions,
  questions: [...nonCashCharity(""), ...nonCashCharity("Spouce_")],
});

export const healthCoverageStep = defineStep("deductions", {
  id: "5",
  title: "Health coverage",
  lead: "Forms 1095-A, B or C show the health coverage you had during the year.",
  sectionId: OrganizerCategoryId.healthCoverage,
  questions: prefixes.flatMap((p) => [
    yesNo(`${p}_HealthCoverege_HasHealthCoverege`, "Did you have health coverage all year?"),
    file(`${p}_HealthCoverege_UploadForm1095ABC`, "Upload Form 1095-A, B or C", {
      when: yes(`${p}_HealthCoverege_HasHealthCoverege`),
    }),
  ]),
});

const medicalGate = (p: Prefix) => `${p}_MedicalExpenses_InsurancePremiums_2ndPage`;

export const medicalExpensesStep = defineStep("deductions", {
  id: "6",
  title: "Medical expenses",
  lead: "Medical and dental costs you paid and were not reimbursed for.",
  sectionId: OrganizerCategoryId.medicalExpenses,
  questions: prefixes.map((p) =>
    yesNo(medicalGate(p), "Did you pay medical expenses or insurance premiums that were not reimbursed?"),
  ),
  notices: [{ id: "medicalThreshold", kind: "info", text: organizerNoteTexts.medicalThreshold }],
});

const medicalLines: readonly (readonly [string, string])[] = [
  ["InsurancePremiums", "Health insurance premiums"],
  ["InsurancePremiumsNotPayrollTax", "Premiums not paid through payroll before tax"],
  ["LongTermCareInsurance", "Long-term care insurance"],
  ["AnyXpecialNeedsServices", "Special needs services"],
  ["PrescriptionDrugsAndMedicalSupplies", "Prescription drugs and medical supplies"],
  ["TransportationServices", "Transportation for medical care"],
  ["Rentals", "Rented medical equipment"],
];

export const medicalDetailsStep = defineStep("deductions", {
  id: "7",
  title: "Medical expense details",
  lead: "Amounts by kind of expense.",
  sectionId: OrganizerCategoryId.medicalExpenses,
  when: anyYes(medicalGate("taxPayer"), medicalGate("spouse")),
  questions: prefixes.flatMap((p) =>
    under(yes(medicalGate(p)), [
      q(`${p}_MedicalExpenses`, {
        type: AnswerTypeId.number,
        label: "Doctors, dentists and hospitals",
        input: "money",
      }),
      ...medicalLines.map(([name, label]) => money(`${p}_MedicalExpenses_${name}`, label)),
    ]),
  ),
});
