/** Deductions 4-7: cash and non-cash charity, health coverage, medical expenses. */

import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { type Phrase, phrase } from "../../phrase";
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
    yesNo(hasAny, phrase("organizerDeductions.didYouGiveCash")),
    ...under(yes(hasAny), [
      yesNo(letter, phrase("organizerDeductions.didYouReceiveA")),
      file(`${letter}File`, phrase("organizerDeductions.uploadTheLettersOr"), { when: yes(letter) }),
      text(`${base}NameOfOrganization1`, phrase("organizerDeductions.charitysName")),
      money(`${base}Amount1`, phrase("organizerDeductions.amountGiven")),
      yesNo(`${base}HasProofOfPayment1`, phrase("organizerDeductions.doYouHaveProof")),
    ]),
  ];
}

export const cashCharityStep = defineStep("deductions", {
  id: "4",
  title: phrase("organizerDeductions.cashCharitableContributions"),
  lead: phrase("organizerDeductions.giftsOfMoneyTo"),
  sectionId: OrganizerCategoryId.cashCharitableContributions,
  questions: prefixes.flatMap(cashCharity),
  groups: prefixes.map((p) => ({
    id: `${p}CashCharities`,
    title: phrase("organizerDeductions.charities"),
    addLabel: phrase("organizerDeductions.addACharity"),
    rowNoun: phrase("organizerDeductions.addACharityRow"),
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
    yesNo(hasAny, phrase("organizerDeductions.didYouGiveGoods")),
    ...under(yes(hasAny), [
      yesNo(receipt, phrase("organizerDeductions.didYouReceiveAReceipt")),
      file(`${receipt}File`, phrase("organizerDeductions.uploadTheReceipts"), { when: yes(receipt) }),
      yesNo(list, phrase("organizerDeductions.doYouHaveAn")),
      file(`${list}File`, phrase("organizerDeductions.uploadTheItemizedList"), { when: yes(list) }),
    ]),
  ];
  return questions.map((question) => withWire(question, { forSpouse: false }));
}

export const nonCashCharityStep = defineStep("deductions", {
  id: "4.1",
  title: phrase("organizerDeductions.nonCashCharitableContributions"),
  lead: phrase("organizerDeductions.goodsAndPropertyGiven"),
  sectionId: OrganizerCategoryId.nonCashCharitableContributions,
  questions: [...nonCashCharity(""), ...nonCashCharity("Spouce_")],
});

export const healthCoverageStep = defineStep("deductions", {
  id: "5",
  title: phrase("organizerDeductions.healthCoverage"),
  lead: phrase("organizerDeductions.forms1095AB"),
  sectionId: OrganizerCategoryId.healthCoverage,
  questions: prefixes.flatMap((p) => [
    yesNo(`${p}_HealthCoverege_HasHealthCoverege`, phrase("organizerDeductions.didYouHaveHealth")),
    file(`${p}_HealthCoverege_UploadForm1095ABC`, phrase("organizerDeductions.uploadForm1095A"), {
      when: yes(`${p}_HealthCoverege_HasHealthCoverege`),
    }),
  ]),
});

const medicalGate = (p: Prefix) => `${p}_MedicalExpenses_InsurancePremiums_2ndPage`;

export const medicalExpensesStep = defineStep("deductions", {
  id: "6",
  title: phrase("organizerDeductions.medicalExpenses"),
  lead: phrase("organizerDeductions.medicalAndDentalCosts"),
  sectionId: OrganizerCategoryId.medicalExpenses,
  questions: prefixes.map((p) => yesNo(medicalGate(p), phrase("organizerDeductions.didYouPayMedical"))),
  notices: [{ id: "medicalThreshold", kind: "info", text: organizerNoteTexts.medicalThreshold }],
});

const medicalLines: readonly (readonly [string, Phrase])[] = [
  ["InsurancePremiums", phrase("organizerDeductions.healthInsurancePremiums")],
  ["InsurancePremiumsNotPayrollTax", phrase("organizerDeductions.premiumsNotPaidThrough")],
  ["LongTermCareInsurance", phrase("organizerDeductions.longTermCareInsurance")],
  ["AnyXpecialNeedsServices", phrase("organizerDeductions.specialNeedsServices")],
  ["PrescriptionDrugsAndMedicalSupplies", phrase("organizerDeductions.prescriptionDrugsAndMedical")],
  ["TransportationServices", phrase("organizerDeductions.transportationForMedicalCare")],
  ["Rentals", phrase("organizerDeductions.rentedMedicalEquipment")],
];

export const medicalDetailsStep = defineStep("deductions", {
  id: "7",
  title: phrase("organizerDeductions.medicalExpenseDetails"),
  lead: phrase("organizerDeductions.amountsByKindOf"),
  sectionId: OrganizerCategoryId.medicalExpenses,
  when: anyYes(medicalGate("taxPayer"), medicalGate("spouse")),
  questions: prefixes.flatMap((p) =>
    under(yes(medicalGate(p)), [
      q(`${p}_MedicalExpenses`, {
        type: AnswerTypeId.number,
        label: phrase("organizerDeductions.doctorsDentistsAndHospitals"),
        input: "money",
      }),
      ...medicalLines.map(([name, label]) => money(`${p}_MedicalExpenses_${name}`, label)),
    ]),
  ),
});
