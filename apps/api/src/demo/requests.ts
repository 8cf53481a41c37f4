import {
  type BusinessInitialQuestions,
  type BusinessInitialQuestionsInput,
  businessInitialQuestionsSchema,
  type IndividualInitialQuestions,
  type IndividualInitialQuestionsInput,
  individualInitialQuestionsSchema,
  RoleId,
} from "@taxlane/contract";
import { requestRecords } from "../modules/marketplace";
import { requestRow } from "../modules/onboarding";
import { insertSeedAccount, seededAccountId } from "./accounts";
import type { SeedStep } from "./seed-step";

const dayMs = 24 * 60 * 60 * 1000;

interface DemoTaxpayer {
  account: { email: string; firstName: string; lastName: string; phoneNumber: string } | "demo";
  /** Answers as the questionnaire sends them, and how many days ago. */
  requests: [IndividualInitialQuestions | BusinessInitialQuestions, number][];
}

const individual = (answers: Omit<IndividualInitialQuestionsInput, "taxPreparationTypeId">) =>
  individualInitialQuestionsSchema.parse({ taxPreparationTypeId: 1, ...answers });
const business = (answers: Omit<BusinessInitialQuestionsInput, "taxPreparationTypeId">) =>
  businessInitialQuestionsSchema.parse({ taxPreparationTypeId: 2, ...answers });

/** Taxpayers of the demo world with answered questionnaires: the requests experts see first. */
const demoTaxpayers: DemoTaxpayer[] = [
  {
    account: "demo",
    requests: [
      [
        individual({
          country: "United States",
          state: "TX",
          isMarried: true,
          incomeTypeIds: [1, 4, 5],
          isOwnHome: true,
          deductionTypeId: 1,
          lastYearPreparedExpertId: 4,
          reasonToLookNewPreparer: [1, 5],
          factorThatHelpYouHirePreparer: [1, 2, 3],
          lastYearPreparationCostId: 2,
          fromWhereKnowMyTaxApp: "Search engine",
          anythingElseForPreparer:
            "We rented out our old condo in Round Rock from March; I have the lease and the repair receipts.",
          areYouLookingServiceToDropDocuments: false,
          areYouAbleToDigitalizeDocuments: true,
          areYouOkWithVirtualMeetings: true,
        }),
        2,
      ],
    ],
  },
  {
    account: {
      email: "li.wei@demo.taxlane.app",
      firstName: "Li",
      lastName: "Wei",
      phoneNumber: "+1 206 555 0119",
    },
    requests: [
      [
        individual({
          country: "United States",
          state: "WA",
          isMarried: false,
          incomeTypeIds: [1, 4],
          isOwnHome: false,
          deductionTypeId: 2,
          lastYearPreparedExpertId: 1,
          reasonToLookNewPreparer: [5],
          factorThatHelpYouHirePreparer: [4, 5],
          lastYearPreparationCostId: 1,
          fromWhereKnowMyTaxApp: "A coworker",
          anythingElseForPreparer: "First year with stock options (ISOs) from my employer.",
          areYouLookingServiceToDropDocuments: false,
          areYouAbleToDigitalizeDocuments: true,
          areYouOkWithVirtualMeetings: true,
        }),
        1,
      ],
    ],
  },
  {
    account: {
      email: "carmen.diaz@demo.taxlane.app",
      firstName: "Carmen",
      lastName: "Diaz",
      phoneNumber: "+1 305 555 0133",
    },
    requests: [
      [
        business({
          state: "FL",
          fieldPreviousEntityReturnBefore: 1,
          haveLastYearEntityReturnInPDF: 1,
          entityMembersCount: 2,
          businessTransactionAccountingSoftwareId: 1,
          businessCheckingAccountsCount: 2,
          businessCreditCardsCount: 1,
          businessCheckingTransactionsCount: 180,
          businessCreditCardTransactionsCount: 60,
          haveBusinessTransactionsOnPersonalCard: 1,
          haveCardTransactionsReconciledOnMonthlyBasis: 2,
          getMonthlyFinancialReportFromProvider: 2,
          haveLastMonthFinancialStatement: 2,
          closedBooksForWhichRequestingTaxService: 3,
          sendInvoicesToGetPaid: 1,
          thirdPartyPaymentProcessorId: 2,
        }),
        3,
      ],
    ],
  },
  {
    account: {
      email: "ben.carter@demo.taxlane.app",
      firstName: "Ben",
      lastName: "Carter",
      phoneNumber: "+1 312 555 0177",
    },
    requests: [
      [
        individual({
          country: "United States",
          state: "IL",
          isMarried: true,
          incomeTypeIds: [2, 6],
          isOwnHome: true,
          deductionTypeId: 3,
          lastYearPreparedExpertId: 2,
          reasonToLookNewPreparer: [4],
          factorThatHelpYouHirePreparer: [1, 6],
          lastYearPreparationCostId: 3,
          areYouLookingServiceToDropDocuments: true,
          areYouAbleToDigitalizeDocuments: false,
          areYouOkWithVirtualMeetings: false,
        }),
        4,
      ],
      [
        business({
          state: "IL",
          fieldPreviousEntityReturnBefore: 2,
          haveLastYearEntityReturnInPDF: 2,
          entityMembersCount: 1,
          businessTransactionAccountingSoftwareId: 3,
          businessCheckingAccountsCount: 1,
          businessCreditCardsCount: 0,
          businessCheckingTransactionsCount: 35,
          businessCreditCardTransactionsCount: 0,
          haveBusinessTransactionsOnPersonalCard: 1,
          haveCardTransactionsReconciledOnMonthlyBasis: 2,
          getMonthlyFinancialReportFromProvider: 2,
          haveLastMonthFinancialStatement: 2,
          closedBooksForWhichRequestingTaxService: 2,
          sendInvoicesToGetPaid: 1,
          thirdPartyPaymentProcessorId: 1,
        }),
        4,
      ],
    ],
  },
];

export const demoRequestsSeed: SeedStep = {
  name: "demo taxpayers' requests",
  async run({ tx, clock }) {
    const now = clock.now();
    for (const taxpayer of demoTaxpayers) {
      const userId =
        taxpayer.account === "demo"
          ? await seededAccountId(tx, "taxpayer@demo.taxlane.app")
          : await insertSeedAccount(tx, { ...taxpayer.account, roleId: RoleId.taxpayer }, now);
      for (const [answers, daysAgo] of taxpayer.requests) {
        await requestRecords.add(
          tx,
          requestRow(userId, answers, null, new Date(now.getTime() - daysAgo * dayMs)),
        );
      }
    }
  },
};
