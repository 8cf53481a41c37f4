import { describe, expect, it } from "vitest";
import { isQuestionShown, mayBeAsked, type Question } from "../questionnaire";
import { individualOrganizer as organizer } from "./individual";
import { findOrganizerQuestion, organizerStepById } from "./lookup";
import type { OrganizerAnswers, OrganizerContext } from "./types";
import { organizerStepErrors } from "./validation";
import {
  isOrganizerMarried,
  OrganizerVisibility,
  organizerVisibleNotices,
  organizerVisibleSteps,
} from "./visibility";

const stepIds = (answers: OrganizerAnswers, context: OrganizerContext = {}) =>
  organizerVisibleSteps(organizer, answers, context).map((step) => step.id);
const visible = (key: string, answers: OrganizerAnswers, context: OrganizerContext = {}) =>
  new OrganizerVisibility(organizer, answers, context).isKeyVisible(key);
const notices = (stepId: string, answers: OrganizerAnswers, context: OrganizerContext = {}) => {
  const step = organizerStepById(organizer, stepId);
  if (step === undefined) throw new Error(`no step ${stepId}`);
  return organizerVisibleNotices(organizer, step, answers, context).map((notice) => notice.id);
};

const noPriorReturn = { hasFiledTaxReturnPreviously: false };
const withPdf = { hasFiledTaxReturnPreviously: true, hasDigitalCopyInPdfFormat: true };

describe("organizer branching: prior return", () => {
  it("starts with tax filing and the steps that hang on no earlier answer", () => {
    const ids = stepIds({});
    expect(ids[0]).toBe("prior-return/1");
    expect(ids).not.toEqual(expect.arrayContaining(["prior-return/2"]));
    for (const hidden of [
      "prior-return/2",
      "prior-return/3",
      "prior-return/4",
      "no-prior-return/1",
      "income/3",
      "deductions/2",
      "deductions/7",
      "general/6",
    ]) {
      expect(ids).not.toContain(hidden);
    }
    expect(ids).toEqual(
      expect.arrayContaining([
        "income/1",
        "income/7",
        "deductions/1",
        "deductions/10",
        "general/1",
        "general/7",
      ]),
    );
  });

  it("no prior return: asks who you are, your ID and address, and estimated taxes", () => {
    const ids = stepIds(noPriorReturn);
    expect(ids).toEqual(
      expect.arrayContaining([
        "no-prior-return/1",
        "no-prior-return/2",
        "no-prior-return/3",
        "no-prior-return/4",
        "prior-return/4",
      ]),
    );
    expect(ids).not.toContain("prior-return/2");
    expect(visible("previousTaxReturnFileUpload", noPriorReturn)).toBe(false);
  });

  it("a PDF: upload it, then only what changed since", () => {
    expect(visible("previousTaxReturnFileUpload", withPdf)).toBe(true);
    expect(visible("canRequestPdfCopyForPreviousPreparer", withPdf)).toBe(false);
    const ids = stepIds(withPdf);
    expect(ids).toEqual(expect.arrayContaining(["prior-return/2", "prior-return/3", "prior-return/4"]));
    expect(ids.some((id) => id.startsWith("no-prior-return/"))).toBe(false);
  });

  it("no PDF: request it from the previous preparer, or scan or drop off a paper copy", () => {
    const noPdf = { hasFiledTaxReturnPreviously: true, hasDigitalCopyInPdfFormat: false };
    expect(visible("canRequestPdfCopyForPreviousPreparer", noPdf)).toBe(true);
    const request = { ...noPdf, canRequestPdfCopyForPreviousPreparer: true };
    expect(visible("previousTaxReturnFileUpload", request)).toBe(true);
    expect(visible("hasHardCopyOfTaxReturn", request)).toBe(false);
    expect(notices("prior-return/1", request)).toEqual(["requestPdf"]);

    const paper = { ...noPdf, canRequestPdfCopyForPreviousPreparer: false, hasHardCopyOfTaxReturn: true };
    expect(visible("canScanTaxReturnIntoPdfFormat", paper)).toBe(true);
    const scan = { ...paper, canScanTaxReturnIntoPdfFormat: true };
    expect(visible("previousTaxReturnFileUpload", scan)).toBe(true);
    expect(notices("prior-return/1", scan)).toEqual(["scanCopy"]);
    const dropOff = { ...paper, canScanTaxReturnIntoPdfFormat: false };
    expect(visible("previousTaxReturnFileUpload", dropOff)).toBe(false);
    expect(notices("prior-return/1", dropOff)).toEqual(["dropOff"]);
    expect(stepIds(dropOff)).toContain("prior-return/2");

    const noCopy = { ...paper, hasHardCopyOfTaxReturn: false };
    expect(stepIds(noCopy)).toContain("no-prior-return/2");
    expect(stepIds(noCopy)).not.toContain("prior-return/2");
  });
});

describe("organizer branching: married and filing status", () => {
  it("asks spouse questions only of married people", () => {
    const married = { ...noPriorReturn, wereYouLegallyMarriedLastDayOfTheYear: true };
    const single = { ...noPriorReturn, wereYouLegallyMarriedLastDayOfTheYear: false };
    expect(visible("spouse_HasOwnHome", married)).toBe(true);
    expect(visible("spouseFirstName_NoFlow", married)).toBe(true);
    expect(visible("spouse_W2FormFile", married)).toBe(true);
    expect(visible("spouse_HasOwnHome", single)).toBe(false);
    expect(visible("spouse_W2FormFile", single)).toBe(false);
    expect(visible("taxPayer_HasOwnHome", single)).toBe(true);
    expect(isOrganizerMarried(organizer, married)).toBe(true);
    expect(isOrganizerMarried(organizer, single)).toBe(false);
  });

  it("asks the filing status of married people: single, joint or don't know", () => {
    const married = { ...noPriorReturn, wereYouLegallyMarriedLastDayOfTheYear: true };
    expect(visible("filingStatus", married)).toBe(true);
    expect(visible("filingStatus", { ...noPriorReturn, wereYouLegallyMarriedLastDayOfTheYear: false })).toBe(
      false,
    );
    expect(notices("deductions/3", { ...married, filingStatus: "joint" })).toEqual(["saltCap"]);
    expect(notices("deductions/3", { ...married, filingStatus: "single" })).toEqual(["saltCapSeparate"]);
    expect(notices("deductions/3", { ...married, filingStatus: "dontKnow" })).toEqual(["saltCap"]);
    expect(notices("no-prior-return/1", { ...married, filingStatus: "dontKnow" })).toEqual([
      "filingStatusUnsure",
    ]);
  });

  it("on the prior-return path follows the marital change, else the initial questionnaire", () => {
    const change = (value: string) => ({ ...withPdf, haveMarriageStatusChangedSinceLastFiledReturn: value });
    expect(visible("spouseFirstName", change("married"))).toBe(true);
    expect(visible("spouse_HasOwnHome", change("married"))).toBe(true);
    expect(visible("spouse_HasOwnHome", change("divorced"))).toBe(false);
    expect(visible("spouse_HasOwnHome", change("divorced"), { isMarried: true })).toBe(false);
    expect(visible("spouse_HasOwnHome", change("noChange"), { isMarried: true })).toBe(true);
    expect(visible("spouse_HasOwnHome", change("noChange"), { isMarried: false })).toBe(false);
    expect(visible("spouse_HasOwnHome", {}, { isMarried: true })).toBe(true);
    expect(visible("marriageStatusChangedDate", change("noChange"))).toBe(false);
    expect(visible("marriageStatusChangedDate", change("separated"))).toBe(true);
  });
});

describe("organizer branching: nested questions", () => {
  const mortgage = {
    taxPayer_HasOwnHome: true,
    taxPayer_PayHomeMortgageinterest: true,
    taxPayer_Reseive1098Form: true,
  };

  it("shows a question only when its whole chain of parents is shown", () => {
    expect(visible("taxPayer_Form1098Upload", mortgage)).toBe(true);
    expect(visible("taxPayer_Form1098Upload", { ...mortgage, taxPayer_HasOwnHome: false })).toBe(false);
    expect(visible("taxPayer_Form1098Upload", { ...mortgage, taxPayer_HasOwnHome: undefined })).toBe(false);
    expect(
      visible("spouse_MortgageInterest_PaidTo_Amount", {
        spouse_HasOwnHome: true,
        spouse_PayHomeMortgageinterest: true,
      }),
    ).toBe(false);
  });

  it("differs from the questionnaire, which keeps a question waiting on an unanswered parent", () => {
    const question: Question = {
      kind: "yesNo",
      key: "child",
      label: () => "Child",
      summaryLabel: () => "Child",
      showWhen: { key: "parent", oneOf: [true] },
    };
    expect(mayBeAsked(question, {})).toBe(true);
    expect(isQuestionShown(question, {})).toBe(false);
    expect(visible("taxPayer_Reseive1098Form", {})).toBe(false);
  });

  it("shows a step only when a question of it is shown, and repeatable rows with their first row", () => {
    expect(stepIds({ didSpouseEarnIncomeAsASelfEmployedOrSMLLC: true })).not.toContain("income/3");
    expect(stepIds({ didTaxPayerEarnIncomeAsASelfEmployedOrSMLLC: true })).toContain("income/3");
    expect(visible("dependantBirthday2", { hasDependants: true })).toBe(true);
    expect(visible("dependantFirstName3", { hasDependants: true })).toBe(true);
    expect(visible("dependantBirthday2", { hasDependants: false })).toBe(false);
    expect(findOrganizerQuestion(organizer, "taxPayerBusinessExpense_Wages12")?.row).toBe(12);
    expect(findOrganizerQuestion(organizer, "hasDependants2")).toBeUndefined();
  });

  it("warns about foreign accounts and estimated tax notices when they apply", () => {
    expect(notices("deductions/10", {})).toEqual([]);
    expect(notices("deductions/10", { taxPayer_ForeignAccounts_HasForeignBankAccounts: true })).toEqual([
      "foreignAccountsPenalty",
    ]);
    expect(notices("deductions/10", { spouse_ForeignAccounts_HasForeignBankAccounts: true })).toEqual([]);
    expect(
      notices("deductions/10", { spouse_ForeignAccounts_HasForeignBankAccounts: true }, { isMarried: true }),
    ).toEqual(["foreignAccountsPenalty"]);
    expect(notices("general/1", { hasForeignBankAccount: true })).toContain("foreignAccountsPenalty");
    expect(
      notices("prior-return/4", { ...noPriorReturn, didPayAnyEstimatedTaxesDuringTheYear: true }),
    ).toEqual(["estimatedTaxNotices"]);
  });
});

describe("organizer step errors", () => {
  const step = (id: string) => {
    const found = organizerStepById(organizer, id);
    if (found === undefined) throw new Error(`no step ${id}`);
    return found;
  };

  it("checks asked questions only, each row of a group under its own key", () => {
    const answers = {
      hasDependants: true,
      dependantFirstName: "Ann",
      dependantLastName: "Lee",
      dependantBirthday1: "2015-03-01",
      dependantSocialSecurityNo1: "123-45-6789",
      dependantMonthsInHome1: "13",
      dependantFirstName2: "B0b",
    };
    expect(organizerStepErrors(organizer, step("general/2"), answers)).toEqual({
      dependantMonthsInHome1: "Check this entry: it is not a value this field accepts.",
      dependantFirstName2: "Check this entry: it is not a value this field accepts.",
      dependantLastName2: "This field is required",
      dependantBirthday2: "This field is required",
      dependantSocialSecurityNo2: "This field is required",
    });
    expect(organizerStepErrors(organizer, step("general/2"), { ...answers, hasDependants: false })).toEqual(
      {},
    );
  });

  it("asks for the street, and for Form 1098-T to claim an education credit", () => {
    expect(organizerStepErrors(organizer, step("no-prior-return/4"), noPriorReturn)).toEqual({
      streetAsOf31Dec: "Street is Required",
    });
    const education = {
      hasEducationExpensesForYouOrDependents: true,
      hasForm1098TFromTheEducationInstitution: false,
    };
    expect(organizerStepErrors(organizer, step("general/5"), education)).toEqual({
      hasForm1098TFromTheEducationInstitution: "Form 1098-T is mandatory to claim an education credit.",
    });
    expect(
      organizerStepErrors(organizer, step("deductions/9"), {
        taxPayer_EducationalExpenses_HasQualifiedEducationExpenses: true,
      }),
    ).toEqual({
      taxPayer_EducationalExpenses_UploadForm1098T: "Form 1098-T is mandatory to claim an education credit.",
    });
    expect(
      organizerStepErrors(organizer, step("deductions/9"), {
        taxPayer_EducationalExpenses_HasQualifiedEducationExpenses: true,
        taxPayer_EducationalExpenses_UploadForm1098T: [{ id: 4, name: "1098-T.pdf" }],
      }),
    ).toEqual({});
  });

  it("checks self-employment income and bank numbers in the spec's words", () => {
    const business = {
      didTaxPayerEarnIncomeAsASelfEmployedOrSMLLC: true,
      taxPayerBusiness_GrossIncome1: "12k",
      taxPayerBusiness_GrossIncome2: "-40",
    };
    expect(organizerStepErrors(organizer, step("income/3"), business)).toEqual({
      taxPayerBusiness_GrossIncome1: "Alphabets are not allowed",
      taxPayerBusiness_GrossIncome2: "Invalid income",
    });
    expect(
      organizerStepErrors(organizer, step("general/3"), {
        bankRoutingNumber: "011000016",
        accountNumber: "12 34",
      }),
    ).toEqual({
      bankRoutingNumber: "Check this entry: it is not a value this field accepts.",
      accountNumber: "Check this entry: it is not a value this field accepts.",
    });
    expect(
      organizerStepErrors(organizer, step("general/3"), {
        bankRoutingNumber: "011000015",
        accountNumber: "1234-5678",
      }),
    ).toEqual({});
  });
});
