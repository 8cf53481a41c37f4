/** Organizer codes: answer types, answer filter modes and section (category) ids. */

import { type CodeOf, defineCodes, defineNamedCodes } from "./code-table";

const answerTypeId = defineNamedCodes({
  notDefinded: 0,
  number: 1,
  string: 2,
  boolean: 3,
  date: 4,
  json: 5,
  file: 6,
  checkbox: 7,
  radio: 8,
});
/** How an organizer answer's text converts (see `convertAnswer`). The spelling `notDefinded` is the spec's. */
export const AnswerTypeId = answerTypeId.values;
export type AnswerTypeId = CodeOf<typeof AnswerTypeId>;
/** Value → the type's name as the spec spells it, e.g. `answerTypeNames[0] === "notDefinded"`. */
export const answerTypeNames = answerTypeId.labels;

const answerFilterMode = defineCodes({
  excludeEmptyWithMessage: [1, "Exclude answers that are empty but have a message"],
  onlyWithMessage: [2, "Only answers with a message"],
  onlyEmpty: [3, "Only empty answers"],
});
/** The `filter` of GET /Accountant/GetOrganizerQuestionAnswers (see `answerMatchesFilter`). */
export const AnswerFilterMode = answerFilterMode.values;
export type AnswerFilterMode = CodeOf<typeof AnswerFilterMode>;
export const answerFilterModeLabels = answerFilterMode.labels;

const organizerCategoryId = defineNamedCodes({
  businessEntityTaxReturn: 1,
  principalShareholders: 2,
  additionalInformation: 3,
  questionsRelatedToAllCorporations: 4,
  automatedBookkeepingSystem: 5,
  businessAssetSalesAndDisposition: 6,
  incomeAndCostOfGoodsSold: 7,
  bankReconcilation: 8,
  expenses: 9,
  home: 10,
  homeMortgageInterest: 11,
  taxesPaid: 12,
  cashCharitableContributions: 13,
  healthCoverage: 14,
  medicalExpenses: 15,
  hSADistributions: 16,
  educationalExpenses: 17,
  foreignAccounts: 18,
  w2Form: 19,
  selfEmployer: 20,
  vehicleOperatingExpenses: 21,
  homeOfficeExpenses: 22,
  realEstateRental: 23,
  income: 24,
  priorYearReturnCopy: 25,
  taxpayerInformation1: 26,
  taxpayerInformation2: 27,
  addressAsOfDec31: 28,
  addressChanges: 29,
  filingStatusChanges: 30,
  dependents: 31,
  childOrDependentCareExpenses: 32,
  educationExpenses: 33,
  estimatedTaxesPaid: 34,
  additionalQuestions: 35,
  refoundDirectDeposit: 36,
  nonCashCharitableContributions: 37,
  selfEmployment: 38,
  questionsRelatedToEntities: 39,
  questionsRelatedToPartnerships: 40,
});
/** Organizer section ids, the `categoryId` of an answer. Names keep the spec's spellings. */
export const OrganizerCategoryId = organizerCategoryId.values;
export type OrganizerCategoryId = CodeOf<typeof OrganizerCategoryId>;
/** Value → the section's name as the spec spells it, e.g. `organizerCategoryNames[8] === "bankReconcilation"`. */
export const organizerCategoryNames = organizerCategoryId.labels;
