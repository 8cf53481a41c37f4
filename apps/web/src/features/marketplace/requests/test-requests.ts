import {
  type ExpertBusinessRequest,
  type ExpertIndividualRequest,
  parseAnswerLists,
  type WithAnswerLists,
} from "@taxlane/contract";

const user = {
  id: 7,
  email: null,
  phoneNumber: null,
  firstName: "Robin",
  lastName: "tester",
  mayCallDirectly: false,
};

const extras = {
  matchReasons: ["Works in California"],
  invited: false,
  sentQuoteId: null,
  introductionsCount: 3,
};

/** An individual request as GetAllIndividualRequests returns it (list answers as JSON text), read as the app reads it. */
export function individualRecord(
  overrides: Partial<ExpertIndividualRequest> = {},
): WithAnswerLists<ExpertIndividualRequest> {
  return parseAnswerLists({
    id: 11,
    createdDate: "2026-03-04T10:00:00.000Z",
    user,
    taxPreparationTypeId: 1,
    country: "United States",
    state: "CA",
    isMarried: true,
    incomeTypeIds: "[1,5]",
    isOwnHome: false,
    deductionTypeId: 2,
    lastYearPreparedExpertId: 1,
    reasonToLookNewPreparer: "[]",
    factorThatHelpYouHirePreparer: "[4]",
    lastYearPreparationCostId: 2,
    fromWhereKnowMyTaxApp: undefined,
    anythingElseForPreparer: undefined,
    areYouLookingServiceToDropDocuments: false,
    areYouAbleToDigitalizeDocuments: true,
    areYouOkWithVirtualMeetings: true,
    ...extras,
    ...overrides,
  });
}

/** A business request as GetAllBusinessRequests returns it, for tests. */
export function businessRecord(overrides: Partial<ExpertBusinessRequest> = {}): ExpertBusinessRequest {
  return {
    id: 12,
    createdDate: "2026-03-05T10:00:00.000Z",
    user,
    taxPreparationTypeId: 2,
    fieldPreviousEntityReturnBefore: 1,
    haveLastYearEntityReturnInPDF: 1,
    entityMembersCount: 2,
    businessTransactionAccountingSoftwareId: 1,
    businessCheckingAccountsCount: 1,
    businessCreditCardsCount: 1,
    businessCheckingTransactionsCount: 120,
    businessCreditCardTransactionsCount: 40,
    haveBusinessTransactionsOnPersonalCard: 2,
    haveCardTransactionsReconciledOnMonthlyBasis: 2,
    getMonthlyFinancialReportFromProvider: 2,
    haveLastMonthFinancialStatement: 2,
    closedBooksForWhichRequestingTaxService: 1,
    sendInvoicesToGetPaid: 1,
    ...extras,
    ...overrides,
  };
}
