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
import type { Phrase } from "../phrase";
import { answerLimits, optionsOf } from "./options";
import { preferredLanguageQuestion } from "./preferred-language";
import type { Questionnaire, SingleChoiceQuestion } from "./types";
import { say } from "./words";

const yesNoDontKnow = optionsOf(yesNoDontKnowLabels, "yesNoDontKnow");

/** A question answered yes, no or don't know (codes 1-3). */
function yesNoDontKnowQuestion(
  key: string,
  label: Phrase,
  summaryLabel: Phrase,
  help?: Phrase,
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
  title: say("businessTaxReturn"),
  steps: [
    {
      id: "business",
      title: say("yourBusiness"),
      lead: say("aFewQuestionsAbout"),
      questions: [
        {
          key: "state",
          kind: "usState",
          label: say("whereIsTheBusiness"),
          summaryLabel: say("basedIn"),
          help: say("optionalWeIntroduceYou"),
          optional: true,
        },
        yesNoDontKnowQuestion(
          "fieldPreviousEntityReturnBefore",
          say("hasTheBusinessFiled"),
          say("filedAnEntityReturn"),
        ),
      ],
    },
    {
      id: "pdf-copy",
      title: say("lastYearsReturn"),
      questions: [
        yesNoDontKnowQuestion("haveLastYearEntityReturnInPDF", say("doYouHaveA"), say("pdfOfLastYears")),
      ],
    },
    {
      id: "members",
      title: say("owners"),
      questions: [
        {
          key: "entityMembersCount",
          ...count,
          label: say("howManyShareholdersMembers"),
          summaryLabel: say("shareholdersMembersOrPartners"),
        },
      ],
    },
    {
      id: "software",
      title: say("accountingSoftware"),
      questions: [
        {
          key: "businessTransactionAccountingSoftwareId",
          kind: "singleChoice",
          label: say("whatDoYouUse"),
          summaryLabel: say("accountingSoftware"),
          options: optionsOf(
            businessTransactionAccountingSoftwareLabels,
            "businessTransactionAccountingSoftware",
          ),
        },
      ],
    },
    {
      id: "accounts",
      title: say("bankAndCardAccounts"),
      questions: [
        {
          key: "businessCheckingAccountsCount",
          ...count,
          label: say("howManyBusinessBank"),
          summaryLabel: say("bankAccounts"),
        },
        {
          key: "businessCreditCardsCount",
          ...count,
          label: say("howManyBusinessCredit"),
          summaryLabel: say("creditCards"),
        },
      ],
    },
    {
      id: "transactions",
      title: say("monthlyTransactions"),
      lead: say("aRoughNumberIs"),
      questions: [
        {
          key: "businessCheckingTransactionsCount",
          ...count,
          label: say("aboutHowManyTransactions"),
          summaryLabel: say("bankTransactionsAMonth"),
        },
        {
          key: "businessCreditCardTransactionsCount",
          ...count,
          label: say("aboutHowManyTransactionsGo"),
          summaryLabel: say("cardTransactionsAMonth"),
        },
      ],
    },
    {
      id: "personal-card",
      title: say("personalCards"),
      questions: [
        yesNoDontKnowQuestion(
          "haveBusinessTransactionsOnPersonalCard",
          say("doYouPayFor"),
          say("businessExpensesOnA"),
        ),
      ],
    },
    {
      id: "reconciliation",
      title: say("monthlyReconciliation"),
      questions: [
        yesNoDontKnowQuestion(
          "haveCardTransactionsReconciledOnMonthlyBasis",
          say("areTheBankAnd"),
          say("reconciledMonthly"),
          say("reconcilingMeansCheckingThe"),
        ),
      ],
    },
    {
      id: "bookkeeper",
      title: say("bookkeeper"),
      questions: [
        {
          key: "transactionsReconcileHelperId",
          kind: "singleChoice",
          label: say("whoReconcilesThem"),
          summaryLabel: say("reconciledBy"),
          options: optionsOf(transactionsReconcileHelperLabels, "transactionsReconcileHelper"),
          showWhen: { key: "haveCardTransactionsReconciledOnMonthlyBasis", oneOf: [YesNoDontKnowId.yes] },
        },
      ],
    },
    {
      id: "monthly-statements",
      title: say("monthlyStatements"),
      questions: [
        yesNoDontKnowQuestion(
          "getMonthlyFinancialReportFromProvider",
          say("doYouGetMonthly"),
          say("monthlyFinancialStatements"),
        ),
      ],
    },
    {
      id: "last-month-statement",
      title: say("lastMonthsStatement"),
      questions: [
        yesNoDontKnowQuestion(
          "haveLastMonthFinancialStatement",
          say("doYouHaveLast"),
          say("lastMonthsStatement"),
        ),
      ],
    },
    {
      id: "books-closed",
      title: say("closingTheBooks"),
      questions: [
        yesNoDontKnowQuestion(
          "closedBooksForWhichRequestingTaxService",
          say("areTheBooksClosed"),
          say("booksClosedForThe"),
        ),
      ],
    },
    {
      id: "invoicing",
      title: say("invoicing"),
      questions: [
        yesNoDontKnowQuestion("sendInvoicesToGetPaid", say("doesTheBusinessSend"), say("sendsInvoices")),
      ],
    },
    {
      id: "payment-processors",
      title: say("paymentProcessors"),
      questions: [
        {
          key: "thirdPartyPaymentProcessorId",
          kind: "singleChoice",
          label: say("whichPaymentServiceDoes"),
          summaryLabel: say("paymentService"),
          help: say("chooseTheOneThat"),
          options: optionsOf(thirdPartyPaymentProcessorLabels, "thirdPartyPaymentProcessor"),
          noneLabel: say("none"),
        },
      ],
    },
    {
      id: "working-together",
      title: say("workingTogether"),
      questions: [preferredLanguageQuestion],
    },
  ],
};
