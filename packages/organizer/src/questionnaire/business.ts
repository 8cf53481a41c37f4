/**
 * The business taxpayer's questionnaire:
 * keys, codes and labels are the existing client's `AddBusinessTaxpayerInitialQuestions`, plus where the
 * business
 * is based (`state`, optional), which matching uses.
 */
import {
  businessTransactionAccountingSoftwareLabels,
  thirdPartyPaymentProcessorLabels,
  transactionsReconcileHelperLabels,
  YesNoDontKnowId,
  yesNoDontKnowLabels,
} from "@taxlane/contract";
import { answerLimits, optionsOf } from "./options";
import type { Questionnaire, SingleChoiceQuestion } from "./types";

const yesNoDontKnow = optionsOf(yesNoDontKnowLabels);

/** A question answered yes, no or don't know (codes 1-3). */
function yesNoDontKnowQuestion(
  key: string,
  label: string,
  summaryLabel: string,
  help?: string,
): SingleChoiceQuestion {
  return {
    key,
    kind: "singleChoice",
    label,
    summaryLabel,
    options: yesNoDontKnow,
    ...(help ? { help } : {}),
  };
}

const count = { kind: "count", max: answerLimits.count } as const;

export const businessQuestionnaire: Questionnaire = {
  kind: "business",
  taxPreparationTypeId: 2,
  title: "Business tax return",
  steps: [
    {
      id: "business",
      title: "Your business",
      lead: "A few questions about your books help professionals see how much work your return is.",
      questions: [
        {
          key: "state",
          kind: "usState",
          label: "Where is the business based?",
          summaryLabel: "Based in",
          help: "Optional. We introduce you to professionals in this state first.",
          optional: true,
        },
        yesNoDontKnowQuestion(
          "fieldPreviousEntityReturnBefore",
          "Has the business filed an entity tax return before?",
          "Filed an entity return before",
        ),
      ],
    },
    {
      id: "pdf-copy",
      title: "Last year's return",
      questions: [
        yesNoDontKnowQuestion(
          "haveLastYearEntityReturnInPDF",
          "Do you have a PDF copy of last year's entity return?",
          "PDF of last year's return",
        ),
      ],
    },
    {
      id: "members",
      title: "Owners",
      questions: [
        {
          key: "entityMembersCount",
          ...count,
          label: "How many shareholders, members or partners does the business have?",
          summaryLabel: "Shareholders, members or partners",
        },
      ],
    },
    {
      id: "software",
      title: "Accounting software",
      questions: [
        {
          key: "businessTransactionAccountingSoftwareId",
          kind: "singleChoice",
          label: "What do you use to keep track of the business's transactions?",
          summaryLabel: "Accounting software",
          options: optionsOf(businessTransactionAccountingSoftwareLabels),
        },
      ],
    },
    {
      id: "accounts",
      title: "Bank and card accounts",
      questions: [
        {
          key: "businessCheckingAccountsCount",
          ...count,
          label: "How many business bank accounts does the business have?",
          summaryLabel: "Bank accounts",
        },
        {
          key: "businessCreditCardsCount",
          ...count,
          label: "How many business credit cards does the business have?",
          summaryLabel: "Credit cards",
        },
      ],
    },
    {
      id: "transactions",
      title: "Monthly transactions",
      lead: "A rough number is fine.",
      questions: [
        {
          key: "businessCheckingTransactionsCount",
          ...count,
          label: "About how many transactions go through the bank accounts each month?",
          summaryLabel: "Bank transactions a month",
        },
        {
          key: "businessCreditCardTransactionsCount",
          ...count,
          label: "About how many transactions go through the credit cards each month?",
          summaryLabel: "Card transactions a month",
        },
      ],
    },
    {
      id: "personal-card",
      title: "Personal cards",
      questions: [
        yesNoDontKnowQuestion(
          "haveBusinessTransactionsOnPersonalCard",
          "Do you pay for business expenses with a personal card?",
          "Business expenses on a personal card",
        ),
      ],
    },
    {
      id: "reconciliation",
      title: "Monthly reconciliation",
      questions: [
        yesNoDontKnowQuestion(
          "haveCardTransactionsReconciledOnMonthlyBasis",
          "Are the bank and card transactions reconciled every month?",
          "Reconciled monthly",
          "Reconciling means checking the books against the bank and card statements.",
        ),
      ],
    },
    {
      id: "bookkeeper",
      title: "Bookkeeper",
      questions: [
        {
          key: "transactionsReconcileHelperId",
          kind: "singleChoice",
          label: "Who reconciles them?",
          summaryLabel: "Reconciled by",
          options: optionsOf(transactionsReconcileHelperLabels),
          showWhen: { key: "haveCardTransactionsReconciledOnMonthlyBasis", oneOf: [YesNoDontKnowId.yes] },
        },
      ],
    },
    {
      id: "monthly-statements",
      title: "Monthly statements",
      questions: [
        yesNoDontKnowQuestion(
          "getMonthlyFinancialReportFromProvider",
          "Do you get monthly financial statements from your bookkeeper or accountant?",
          "Monthly financial statements",
        ),
      ],
    },
    {
      id: "last-month-statement",
      title: "Last month's statement",
      questions: [
        yesNoDontKnowQuestion(
          "haveLastMonthFinancialStatement",
          "Do you have last month's financial statement?",
          "Last month's statement",
        ),
      ],
    },
    {
      id: "books-closed",
      title: "Closing the books",
      questions: [
        yesNoDontKnowQuestion(
          "closedBooksForWhichRequestingTaxService",
          "Are the books closed for the year you need the tax return for?",
          "Books closed for the year",
        ),
      ],
    },
    {
      id: "invoicing",
      title: "Invoicing",
      questions: [
        yesNoDontKnowQuestion(
          "sendInvoicesToGetPaid",
          "Does the business send invoices to get paid?",
          "Sends invoices",
        ),
      ],
    },
    {
      id: "payment-processors",
      title: "Payment processors",
      questions: [
        {
          key: "thirdPartyPaymentProcessorId",
          kind: "singleChoice",
          label: "Which payment service does the business get paid through?",
          summaryLabel: "Payment service",
          help: "Choose the one that handles most of your payments.",
          options: optionsOf(thirdPartyPaymentProcessorLabels),
          noneLabel: "None",
        },
      ],
    },
  ],
};
