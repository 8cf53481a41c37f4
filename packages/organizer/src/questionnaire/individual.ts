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
import type { Questionnaire } from "./types";

/** Everyone who prepared last year's return except the taxpayer themselves. */
const preparedBySomeoneElse = Object.values(LastYearPreparedExpertId).filter(
  (id) => id !== LastYearPreparedExpertId.selfPrepared,
);

export const individualQuestionnaire: Questionnaire = {
  kind: "individual",
  taxPreparationTypeId: 1,
  title: "Individual tax return",
  steps: [
    {
      id: "residence",
      title: "Where do you live?",
      lead: "We introduce you to professionals who know your state's taxes.",
      questions: [
        { key: "country", kind: "country", label: "Country of residence", summaryLabel: "Country" },
        {
          key: "state",
          kind: "usState",
          label: "State",
          summaryLabel: "State",
          help: "The state you live in now.",
          showWhen: { key: "country", oneOf: [UNITED_STATES_COUNTRY] },
        },
      ],
    },
    {
      id: "household",
      title: "Your household",
      questions: [
        {
          key: "isMarried",
          kind: "yesNo",
          label: "Are you married?",
          summaryLabel: "Married",
          help: "Married at the end of the tax year, whether you file jointly or not.",
        },
      ],
    },
    {
      id: "income",
      title: "Your income",
      lead: "Tell us which tax forms you receive, so professionals can tell how much work your return is.",
      questions: [
        {
          key: "incomeTypeIds",
          kind: "multiChoice",
          label: "Where does your income come from?",
          summaryLabel: "Income",
          help: "Choose every form you receive.",
          options: optionsOf(incomeTypeLabels),
        },
      ],
    },
    {
      id: "home-and-deductions",
      title: "Your home and deductions",
      questions: [
        { key: "isOwnHome", kind: "yesNo", label: "Do you own your home?", summaryLabel: "Owns a home" },
        {
          key: "deductionTypeId",
          kind: "singleChoice",
          label: "Do you itemize your deductions or take the standard deduction?",
          summaryLabel: "Deductions",
          help: 'Not sure? Choose "Don\'t know" and your professional will work it out with you.',
          options: optionsOf(deductionTypeLabels),
        },
      ],
    },
    {
      id: "last-year",
      title: "Last year's return",
      questions: [
        {
          key: "lastYearPreparedExpertId",
          kind: "singleChoice",
          label: "Who prepared last year's return?",
          summaryLabel: "Last year prepared by",
          options: optionsOf(lastYearPreparedExpertLabels),
        },
        {
          key: "reasonToLookNewPreparer",
          kind: "multiChoice",
          label: "Why are you looking for someone new?",
          summaryLabel: "Reasons for switching",
          help: "Choose any that apply, or none.",
          optional: true,
          options: optionsOf(reasonToLookNewPreparerLabels),
          showWhen: { key: "lastYearPreparedExpertId", oneOf: preparedBySomeoneElse },
        },
      ],
    },
    {
      id: "decision",
      title: "Choosing a professional",
      questions: [
        {
          key: "factorThatHelpYouHirePreparer",
          kind: "multiChoice",
          label: "What matters most when you hire a tax professional?",
          summaryLabel: "Matters most",
          help: "Choose one or more.",
          options: optionsOf(factorThatHelpYouHirePreparerLabels),
        },
      ],
    },
    {
      id: "past-fees",
      title: "Past fees",
      questions: [
        {
          key: "lastYearPreparationCostId",
          kind: "singleChoice",
          label: "What did you pay for your tax return last year?",
          summaryLabel: "Paid last year",
          help: "This helps professionals quote a fair price.",
          options: optionsOf(lastYearPreparationCostLabels),
        },
      ],
    },
    {
      id: "working-together",
      title: "Working together",
      questions: [
        {
          key: "areYouLookingServiceToDropDocuments",
          kind: "yesNo",
          label: "Would you like a local office where you can drop off your documents?",
          summaryLabel: "Local drop-off",
        },
        {
          key: "areYouAbleToDigitalizeDocuments",
          kind: "yesNo",
          label: "Can you scan or photograph your documents?",
          summaryLabel: "Can scan documents",
        },
        {
          key: "areYouOkWithVirtualMeetings",
          kind: "yesNo",
          label: "Are you comfortable meeting by video or phone?",
          summaryLabel: "Virtual meetings",
        },
      ],
    },
    {
      id: "anything-else",
      title: "Almost done",
      lead: "Both questions are optional.",
      questions: [
        {
          key: "fromWhereKnowMyTaxApp",
          kind: "text",
          label: "How did you hear about Taxlane?",
          summaryLabel: "Heard about us",
          optional: true,
          maxLength: answerLimits.fromWhereKnowMyTaxApp,
        },
        {
          key: "anythingElseForPreparer",
          kind: "text",
          label: "Anything else your tax professional should know?",
          summaryLabel: "Notes for the professional",
          help: "For example a move, a new job, a sold property or a letter from the IRS. Please don't include Social Security numbers.",
          optional: true,
          multiline: true,
          maxLength: answerLimits.anythingElseForPreparer,
        },
      ],
    },
  ],
};
