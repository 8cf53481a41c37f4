import {
  businessInitialQuestionsSchema,
  IncomeTypeId,
  individualInitialQuestionsSchema,
  LastYearPreparedExpertId,
  questionnaireLimits,
  UNITED_STATES,
  YesNoDontKnowId,
} from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { businessQuestionnaire } from "./business";
import { COUNTRIES, UNITED_STATES_COUNTRY } from "./countries";
import { individualQuestionnaire } from "./individual";
import {
  answerTexts,
  firstInvalidStep,
  isQuestionShown,
  parseCount,
  sanitizeAnswers,
  stepErrors,
  stepOfQuestion,
  visibleSteps,
} from "./logic";
import { answerLimits } from "./options";
import { buildInitialQuestionsRequest, requestCandidate } from "./request";
import { headlineAnswers, requestHeadline, summarizeAnswers } from "./summary";
import { type Answers, NONE_ANSWER, type Questionnaire } from "./types";

const keysOf = (questionnaire: Questionnaire) =>
  questionnaire.steps.flatMap((step) => step.questions.map((question) => question.key));

const stepById = (questionnaire: Questionnaire, id: string) => {
  const step = questionnaire.steps.find((candidate) => candidate.id === id);
  if (step === undefined) throw new Error(`no step ${id}`);
  return step;
};

const questionOf = (questionnaire: Questionnaire, key: string) => {
  const question = questionnaire.steps.flatMap((step) => step.questions).find((entry) => entry.key === key);
  if (question === undefined) throw new Error(`no question ${key}`);
  return question;
};

const individualAnswers: Answers = {
  country: UNITED_STATES_COUNTRY,
  state: "CA",
  isMarried: true,
  incomeTypeIds: [IncomeTypeId.w2, IncomeTypeId.rentalProperties],
  isOwnHome: false,
  deductionTypeId: 2,
  lastYearPreparedExpertId: LastYearPreparedExpertId.cpa,
  reasonToLookNewPreparer: [1, 6],
  factorThatHelpYouHirePreparer: [1, 4],
  lastYearPreparationCostId: 2,
  fromWhereKnowMyTaxApp: "  A friend  ",
  anythingElseForPreparer: "",
  areYouLookingServiceToDropDocuments: false,
  areYouAbleToDigitalizeDocuments: true,
  areYouOkWithVirtualMeetings: true,
};

const businessAnswers: Answers = {
  state: "TX",
  fieldPreviousEntityReturnBefore: YesNoDontKnowId.yes,
  haveLastYearEntityReturnInPDF: YesNoDontKnowId.no,
  entityMembersCount: "3",
  businessTransactionAccountingSoftwareId: 1,
  businessCheckingAccountsCount: "2",
  businessCreditCardsCount: "0",
  businessCheckingTransactionsCount: "1,200",
  businessCreditCardTransactionsCount: " 85 ",
  haveBusinessTransactionsOnPersonalCard: YesNoDontKnowId.dontKnow,
  haveCardTransactionsReconciledOnMonthlyBasis: YesNoDontKnowId.yes,
  transactionsReconcileHelperId: 1,
  getMonthlyFinancialReportFromProvider: YesNoDontKnowId.yes,
  haveLastMonthFinancialStatement: YesNoDontKnowId.no,
  closedBooksForWhichRequestingTaxService: YesNoDontKnowId.no,
  sendInvoicesToGetPaid: YesNoDontKnowId.yes,
  thirdPartyPaymentProcessorId: 3,
};

describe("the questionnaires as data", () => {
  it("has 9 individual steps and 15 business steps", () => {
    expect(individualQuestionnaire.steps).toHaveLength(9);
    expect(businessQuestionnaire.steps).toHaveLength(15);
  });

  it("asks every field of the contract's bodies, each once, under its API name", () => {
    // Sent beside the answers: the type and an invitation. The preferred language is asked.
    const envelope = ["taxPreparationTypeId", "invitationkey"];
    const withoutEnvelope = (keys: string[]) => keys.filter((key) => !envelope.includes(key)).sort();
    expect(keysOf(individualQuestionnaire).sort()).toEqual(
      withoutEnvelope(Object.keys(individualInitialQuestionsSchema.shape)),
    );
    expect(keysOf(businessQuestionnaire).sort()).toEqual(
      withoutEnvelope(Object.keys(businessInitialQuestionsSchema.shape)),
    );
  });

  it("asks where the business is based in its first step, optionally", () => {
    const first = businessQuestionnaire.steps[0];
    expect(first?.questions.map((question) => question.key)).toContain("state");
    expect(questionOf(businessQuestionnaire, "state").optional).toBe(true);
  });

  it("keeps its copies of the contract's constants equal to the contract's", () => {
    expect(UNITED_STATES_COUNTRY).toBe(UNITED_STATES);
    expect(answerLimits.count).toBe(questionnaireLimits.count);
    expect(answerLimits.fromWhereKnowMyTaxApp).toBe(questionnaireLimits.fromWhereKnowMyTaxApp);
    expect(answerLimits.anythingElseForPreparer).toBe(questionnaireLimits.anythingElseForPreparer);
    expect(Math.max(...COUNTRIES.map((name) => name.length))).toBeLessThanOrEqual(
      questionnaireLimits.country,
    );
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });

  it("offers the contract's codes with their labels", () => {
    const income = questionOf(individualQuestionnaire, "incomeTypeIds");
    const first = income.kind === "multiChoice" ? income.options[0] : undefined;
    expect(first?.value).toBe(1);
    expect(first?.label()).toBe("W-2");
    const fees = questionOf(individualQuestionnaire, "lastYearPreparationCostId");
    expect(fees.kind === "singleChoice" && fees.options.map((option) => option.label())).toEqual([
      "$0-250",
      "$250-500",
      "$500-750",
      "Over $750",
      "Don't remember",
    ]);
  });
});

describe("branching", () => {
  const state = questionOf(individualQuestionnaire, "state");
  const reasons = questionOf(individualQuestionnaire, "reasonToLookNewPreparer");
  const helper = questionOf(businessQuestionnaire, "transactionsReconcileHelperId");

  it("asks for the state only of people living in the United States", () => {
    expect(isQuestionShown(state, {})).toBe(false);
    expect(isQuestionShown(state, { country: "Canada" })).toBe(false);
    expect(isQuestionShown(state, { country: UNITED_STATES_COUNTRY })).toBe(true);
  });

  it("asks for reasons to switch only when someone else prepared last year's return", () => {
    expect(isQuestionShown(reasons, {})).toBe(false);
    expect(
      isQuestionShown(reasons, { lastYearPreparedExpertId: LastYearPreparedExpertId.selfPrepared }),
    ).toBe(false);
    for (const id of [2, 3, 4, 5]) {
      expect(isQuestionShown(reasons, { lastYearPreparedExpertId: id })).toBe(true);
    }
  });

  it("asks who reconciles only when transactions are reconciled monthly, skipping the step otherwise", () => {
    expect(
      isQuestionShown(helper, { haveCardTransactionsReconciledOnMonthlyBasis: YesNoDontKnowId.yes }),
    ).toBe(true);
    for (const answer of [YesNoDontKnowId.no, YesNoDontKnowId.dontKnow]) {
      const answers = { haveCardTransactionsReconciledOnMonthlyBasis: answer };
      expect(isQuestionShown(helper, answers)).toBe(false);
      expect(visibleSteps(businessQuestionnaire, answers).map((step) => step.id)).not.toContain("bookkeeper");
    }
    expect(visibleSteps(businessQuestionnaire, businessAnswers)).toHaveLength(15);
    // Before the reconciliation question is answered, the step it may open still counts.
    expect(visibleSteps(businessQuestionnaire, {})).toHaveLength(15);
    expect(visibleSteps(individualQuestionnaire, {})).toHaveLength(9);
  });
});

describe("checking a step", () => {
  it("names each missing answer in words that say what to do", () => {
    const residence = stepById(individualQuestionnaire, "residence");
    expect(stepErrors(residence, {})).toEqual({ country: answerTexts.chooseCountry });
    expect(stepErrors(residence, { country: UNITED_STATES_COUNTRY })).toEqual({
      state: "Please choose your state.",
    });
    expect(stepErrors(residence, { country: UNITED_STATES_COUNTRY, state: "ZZ" })).toEqual({
      state: "Please choose a US state.",
    });
    expect(stepErrors(residence, { country: "Atlantis" })).toEqual({ country: answerTexts.chooseCountry });
    expect(stepErrors(residence, { country: "Canada", state: "ZZ" })).toEqual({});

    expect(stepErrors(stepById(individualQuestionnaire, "income"), { incomeTypeIds: [] })).toEqual({
      incomeTypeIds: "Please choose at least one.",
    });
    expect(stepErrors(stepById(individualQuestionnaire, "household"), {})).toEqual({
      isMarried: "Please choose an answer.",
    });
  });

  it("takes counts as digits, with or without thousands commas, up to the limit", () => {
    const accounts = stepById(businessQuestionnaire, "accounts");
    expect(stepErrors(accounts, {})).toEqual({
      businessCheckingAccountsCount: "This field is required",
      businessCreditCardsCount: "This field is required",
    });
    expect(
      stepErrors(accounts, { businessCheckingAccountsCount: "two", businessCreditCardsCount: "-1" }),
    ).toEqual({
      businessCheckingAccountsCount: "Enter a whole number: 0 or more, without decimals.",
      businessCreditCardsCount: "Enter a whole number: 0 or more, without decimals.",
    });
    expect(
      stepErrors(accounts, { businessCheckingAccountsCount: "1,000,001", businessCreditCardsCount: "1.5" }),
    ).toEqual({
      businessCheckingAccountsCount: "Please enter a number no larger than 1,000,000.",
      businessCreditCardsCount: "Enter a whole number: 0 or more, without decimals.",
    });
    expect(parseCount("1,200")).toBe(1200);
    expect(parseCount("12,00")).toBeNull();
    expect(parseCount(" 7 ")).toBe(7);
  });

  it("lets optional questions be skipped but not overlong", () => {
    const last = stepById(individualQuestionnaire, "anything-else");
    expect(stepErrors(last, {})).toEqual({});
    expect(stepErrors(last, { fromWhereKnowMyTaxApp: "x".repeat(201) })).toEqual({
      fromWhereKnowMyTaxApp: "Please keep this under 200 characters.",
    });
  });

  it("finds the first step still to answer", () => {
    expect(firstInvalidStep(individualQuestionnaire, individualAnswers)).toBeNull();
    const { isOwnHome: _skipped, ...missing } = individualAnswers;
    expect(firstInvalidStep(individualQuestionnaire, missing)?.step.id).toBe("home-and-deductions");
    expect(stepOfQuestion(businessQuestionnaire, "businessCreditCardsCount")?.id).toBe("accounts");
  });
});

describe("the request body", () => {
  it("turns complete individual answers into a body the contract accepts", () => {
    const result = buildInitialQuestionsRequest("individual", individualAnswers);
    expect(result).toEqual({
      success: true,
      kind: "individual",
      body: {
        taxPreparationTypeId: 1,
        country: "United States",
        state: "CA",
        isMarried: true,
        incomeTypeIds: [1, 5],
        isOwnHome: false,
        deductionTypeId: 2,
        lastYearPreparedExpertId: 2,
        reasonToLookNewPreparer: [1, 6],
        factorThatHelpYouHirePreparer: [1, 4],
        lastYearPreparationCostId: 2,
        fromWhereKnowMyTaxApp: "A friend",
        areYouLookingServiceToDropDocuments: false,
        areYouAbleToDigitalizeDocuments: true,
        areYouOkWithVirtualMeetings: true,
      },
    });
  });

  it("leaves out answers of questions the branching skipped", () => {
    const moved = { ...individualAnswers, country: "Canada", lastYearPreparedExpertId: 1 };
    const candidate = requestCandidate("individual", moved);
    expect(candidate).not.toHaveProperty("state");
    expect(candidate).not.toHaveProperty("reasonToLookNewPreparer");
    const result = buildInitialQuestionsRequest("individual", moved);
    if (!result.success || result.kind !== "individual") throw new Error("answers should be complete");
    expect(result.body.reasonToLookNewPreparer).toEqual([]);
    expect(result.body.state).toBeUndefined();

    const notReconciled = {
      ...businessAnswers,
      haveCardTransactionsReconciledOnMonthlyBasis: YesNoDontKnowId.no,
    };
    expect(requestCandidate("business", notReconciled)).not.toHaveProperty("transactionsReconcileHelperId");
  });

  it("sends business counts as numbers, 'None' as no processor, and the invitation key", () => {
    const result = buildInitialQuestionsRequest(
      "business",
      { ...businessAnswers, thirdPartyPaymentProcessorId: NONE_ANSWER },
      { invitationKey: " invite-123 " },
    );
    expect(result.success).toBe(true);
    if (!result.success || result.kind !== "business") return;
    expect(result.body).toMatchObject({
      taxPreparationTypeId: 2,
      state: "TX",
      entityMembersCount: 3,
      businessCheckingAccountsCount: 2,
      businessCreditCardsCount: 0,
      businessCheckingTransactionsCount: 1200,
      businessCreditCardTransactionsCount: 85,
      transactionsReconcileHelperId: 1,
      invitationkey: "invite-123",
    });
    expect(result.body.thirdPartyPaymentProcessorId).toBeUndefined();
  });

  it("reports what the contract refuses by API field name", () => {
    const result = buildInitialQuestionsRequest("individual", { ...individualAnswers, state: undefined });
    expect(result).toEqual({
      success: false,
      errors: [{ field: "state", message: "Please choose your state." }],
    });
    const business = buildInitialQuestionsRequest("business", {
      ...businessAnswers,
      entityMembersCount: "x",
    });
    expect(business.success).toBe(false);
    expect(!business.success && business.errors.map((error) => error.field)).toEqual(["entityMembersCount"]);
  });
});

describe("summaries and stored answers", () => {
  it("shows a stored request's answers as labels, not codes", () => {
    const lines = summarizeAnswers("individual", {
      id: 7,
      createdDate: "2026-01-02T03:04:05.000Z",
      ...buildInitialQuestionsRequestBody("individual", individualAnswers),
    });
    const byKey = Object.fromEntries(lines.map((line) => [line.key, `${line.label}: ${line.value}`]));
    expect(byKey.state).toBe("State: California");
    expect(byKey.incomeTypeIds).toBe("Income: W-2, Rental properties");
    expect(byKey.isOwnHome).toBe("Owns a home: No");
    expect(byKey.lastYearPreparationCostId).toBe("Paid last year: $250-500");
    expect(byKey.reasonToLookNewPreparer).toBe("Reasons for switching: Charged too much, Took too long");
    expect(byKey).not.toHaveProperty("anythingElseForPreparer");
  });

  it("says 'None' for a business paid through no processor, and formats counts", () => {
    const lines = summarizeAnswers("business", {
      ...businessAnswers,
      businessCheckingTransactionsCount: 1200,
      thirdPartyPaymentProcessorId: null,
    });
    const byKey = Object.fromEntries(lines.map((line) => [line.key, line.value]));
    expect(byKey.thirdPartyPaymentProcessorId).toBe("None");
    expect(byKey.businessCheckingTransactionsCount).toBe("1,200");
    expect(byKey.state).toBe("Texas");
    expect(byKey.fieldPreviousEntityReturnBefore).toBe("Yes");
  });

  it("sums a request up in one line of the answers that tell requests apart", () => {
    const individual = {
      ...buildInitialQuestionsRequestBody("individual", individualAnswers),
      isMarried: true,
    };
    expect(requestHeadline("individual", individual)).toBe(
      "State: California · Married: Yes · Income: W-2, Rental properties",
    );
    expect(requestHeadline("individual", { ...individual, incomeTypeIds: [] })).toBe(
      "State: California · Married: Yes",
    );
    expect(requestHeadline("business", { ...businessAnswers, entityMembersCount: 3 })).toMatch(
      /^Based in: Texas · Shareholders, members or partners: 3 · Accounting software: /,
    );
    expect(requestHeadline("business", {})).toBe("");
  });

  it("picks the answers a headline reads, with those that decide whether they were asked", () => {
    const individual = {
      ...buildInitialQuestionsRequestBody("individual", individualAnswers),
      isMarried: true,
    };
    const picked = headlineAnswers("individual", individual);
    expect(Object.keys(picked).sort()).toEqual(["country", "incomeTypeIds", "isMarried", "state"]);
    expect(requestHeadline("individual", picked)).toBe(requestHeadline("individual", individual));
  });

  it("keeps only known keys with values of the right type from stored answers", () => {
    expect(
      sanitizeAnswers(individualQuestionnaire, {
        country: "Canada",
        isMarried: "yes",
        incomeTypeIds: [1, "2"],
        deductionTypeId: 3,
        somethingElse: 1,
      }),
    ).toEqual({ country: "Canada", deductionTypeId: 3 });
    expect(sanitizeAnswers(individualQuestionnaire, null)).toEqual({});
  });
});

function buildInitialQuestionsRequestBody(kind: "individual", answers: Answers): Record<string, unknown> {
  const result = buildInitialQuestionsRequest(kind, answers);
  if (!result.success) throw new Error("answers should be complete");
  return result.body;
}
