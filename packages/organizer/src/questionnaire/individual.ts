/**
 * The individual taxpayer's questionnaire, answered
 * before a request for quotes: keys, codes and labels are the existing client's
 * `AddIndividualTaxpayerInitialQuestions`.
 */
import {
  deductionTypeLabels,
  factorThatHelpYouHirePreparerLabels,
  incomeTypeLabels,
  LastYearPreparedExpertId,
  lastYearPreparationCostLabels,
  lastYearPreparedExpertLabels,
  reasonToLookNewPreparerLabels,
} from "@taxlane/contract";
import { UNITED_STATES_COUNTRY } from "./countries";
import { answerLimits, optionsOf } from "./options";
import { preferredLanguageQuestion } from "./preferred-language";
import type { Questionnaire } from "./types";
import { say } from "./words";

/** Everyone who prepared last year's return except the taxpayer themselves. */
const preparedBySomeoneElse = Object.values(LastYearPreparedExpertId).filter(
  (id) => id !== LastYearPreparedExpertId.selfPrepared,
);

export const individualQuestionnaire: Questionnaire = {
  kind: "individual",
  taxPreparationTypeId: 1,
  title: say("individualTaxReturn"),
  steps: [
    {
      id: "residence",
      title: say("whereDoYouLive"),
      lead: say("weIntroduceYouTo"),
      questions: [
        { key: "country", kind: "country", label: say("countryOfResidence"), summaryLabel: say("country") },
        {
          key: "state",
          kind: "usState",
          label: say("state"),
          summaryLabel: say("state"),
          help: say("theStateYouLive"),
          showWhen: { key: "country", oneOf: [UNITED_STATES_COUNTRY] },
        },
      ],
    },
    {
      id: "household",
      title: say("yourHousehold"),
      questions: [
        {
          key: "isMarried",
          kind: "yesNo",
          label: say("areYouMarried"),
          summaryLabel: say("married"),
          help: say("marriedAtTheEnd"),
        },
      ],
    },
    {
      id: "income",
      title: say("yourIncome"),
      lead: say("tellUsWhichTax"),
      questions: [
        {
          key: "incomeTypeIds",
          kind: "multiChoice",
          label: say("whereDoesYourIncome"),
          summaryLabel: say("income"),
          help: say("chooseEveryFormYou"),
          options: optionsOf(incomeTypeLabels, "incomeType"),
        },
      ],
    },
    {
      id: "home-and-deductions",
      title: say("yourHomeAndDeductions"),
      questions: [
        { key: "isOwnHome", kind: "yesNo", label: say("doYouOwnYour"), summaryLabel: say("ownsAHome") },
        {
          key: "deductionTypeId",
          kind: "singleChoice",
          label: say("doYouItemizeYour"),
          summaryLabel: say("deductions"),
          help: say("notSureChooseDont"),
          options: optionsOf(deductionTypeLabels, "deductionType"),
        },
      ],
    },
    {
      id: "last-year",
      title: say("lastYearsReturn"),
      questions: [
        {
          key: "lastYearPreparedExpertId",
          kind: "singleChoice",
          label: say("whoPreparedLastYears"),
          summaryLabel: say("lastYearPreparedBy"),
          options: optionsOf(lastYearPreparedExpertLabels, "lastYearPreparedExpert"),
        },
        {
          key: "reasonToLookNewPreparer",
          kind: "multiChoice",
          label: say("whyAreYouLooking"),
          summaryLabel: say("reasonsForSwitching"),
          help: say("chooseAnyThatApply"),
          optional: true,
          options: optionsOf(reasonToLookNewPreparerLabels, "reasonToLookNewPreparer"),
          showWhen: { key: "lastYearPreparedExpertId", oneOf: preparedBySomeoneElse },
        },
      ],
    },
    {
      id: "decision",
      title: say("choosingAProfessional"),
      questions: [
        {
          key: "factorThatHelpYouHirePreparer",
          kind: "multiChoice",
          label: say("whatMattersMostWhen"),
          summaryLabel: say("mattersMost"),
          help: say("chooseOneOrMore"),
          options: optionsOf(factorThatHelpYouHirePreparerLabels, "factorThatHelpYouHirePreparer"),
        },
      ],
    },
    {
      id: "past-fees",
      title: say("pastFees"),
      questions: [
        {
          key: "lastYearPreparationCostId",
          kind: "singleChoice",
          label: say("whatDidYouPay"),
          summaryLabel: say("paidLastYear"),
          help: say("thisHelpsProfessionalsQuote"),
          options: optionsOf(lastYearPreparationCostLabels, "lastYearPreparationCost"),
        },
      ],
    },
    {
      id: "working-together",
      title: say("workingTogether"),
      questions: [
        {
          key: "areYouLookingServiceToDropDocuments",
          kind: "yesNo",
          label: say("wouldYouLikeA"),
          summaryLabel: say("localDropOff"),
        },
        {
          key: "areYouAbleToDigitalizeDocuments",
          kind: "yesNo",
          label: say("canYouScanOr"),
          summaryLabel: say("canScanDocuments"),
        },
        {
          key: "areYouOkWithVirtualMeetings",
          kind: "yesNo",
          label: say("areYouComfortableMeeting"),
          summaryLabel: say("virtualMeetings"),
        },
        preferredLanguageQuestion,
      ],
    },
    {
      id: "anything-else",
      title: say("almostDone"),
      lead: say("bothQuestionsAreOptional"),
      questions: [
        {
          key: "fromWhereKnowMyTaxApp",
          kind: "text",
          label: say("howDidYouHear"),
          summaryLabel: say("heardAboutUs"),
          optional: true,
          maxLength: answerLimits.fromWhereKnowMyTaxApp,
        },
        {
          key: "anythingElseForPreparer",
          kind: "text",
          label: say("anythingElseYourTax"),
          summaryLabel: say("notesForTheProfessional"),
          help: say("forExampleAMove"),
          optional: true,
          multiline: true,
          maxLength: answerLimits.anythingElseForPreparer,
        },
      ],
    },
  ],
};
