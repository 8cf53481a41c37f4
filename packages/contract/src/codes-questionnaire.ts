/** Codes of the taxpayer's initial questions, individual and business. */

import { type CodeOf, defineCodes } from "./code-table";

const incomeTypeId = defineCodes({
  w2: [1, "W-2"],
  form1099NecOrK: [2, "1099-NEC/1099-K"],
  k1: [3, "K-1"],
  form1099BIntDiv: [4, "1099-B/INT/DIV"],
  rentalProperties: [5, "Rental properties"],
  ssa1099Or1099R: [6, "SSA-1099/1099-R"],
  other: [7, "Other"],
});
/** Values of `incomeTypeIds` (several may be chosen). */
export const IncomeTypeId = incomeTypeId.values;
export type IncomeTypeId = CodeOf<typeof IncomeTypeId>;
export const incomeTypeLabels = incomeTypeId.labels;

const deductionTypeId = defineCodes({
  itemize: [1, "Itemize"],
  standard: [2, "Standard"],
  dontKnow: [3, "Don't know"],
});
export const DeductionTypeId = deductionTypeId.values;
export type DeductionTypeId = CodeOf<typeof DeductionTypeId>;
export const deductionTypeLabels = deductionTypeId.labels;

const lastYearPreparedExpertId = defineCodes({
  selfPrepared: [1, "Self-prepared"],
  cpa: [2, "CPA"],
  enrolledAgent: [3, "Enrolled agent"],
  taxPreparer: [4, "Tax preparer"],
  other: [5, "Other"],
});
export const LastYearPreparedExpertId = lastYearPreparedExpertId.values;
export type LastYearPreparedExpertId = CodeOf<typeof LastYearPreparedExpertId>;
export const lastYearPreparedExpertLabels = lastYearPreparedExpertId.labels;

const lastYearPreparationCostId = defineCodes({
  upTo250: [1, "$0-250"],
  from250To500: [2, "$250-500"],
  from500To750: [3, "$500-750"],
  over750: [4, "Over $750"],
  dontRemember: [5, "Don't remember"],
});
export const LastYearPreparationCostId = lastYearPreparationCostId.values;
export type LastYearPreparationCostId = CodeOf<typeof LastYearPreparationCostId>;
export const lastYearPreparationCostLabels = lastYearPreparationCostId.labels;

const reasonToLookNewPreparer = defineCodes({
  chargedTooMuch: [1, "Charged too much"],
  didNotReturnCallsOrMessages: [2, "Did not return calls or messages"],
  madeErrors: [3, "Made errors"],
  retiredOrMoved: [4, "Retired or moved"],
  thingsGotMoreComplicated: [5, "Things got more complicated"],
  tookTooLong: [6, "Took too long"],
});
/** Values of `reasonToLookNewPreparer` (several may be chosen). */
export const ReasonToLookNewPreparer = reasonToLookNewPreparer.values;
export type ReasonToLookNewPreparer = CodeOf<typeof ReasonToLookNewPreparer>;
export const reasonToLookNewPreparerLabels = reasonToLookNewPreparer.labels;

const factorThatHelpYouHirePreparer = defineCodes({
  experience: [1, "Experience"],
  professionalCertification: [2, "Professional certification"],
  reputation: [3, "Reputation"],
  price: [4, "Price"],
  convenience: [5, "Convenience"],
  accessibility: [6, "Accessibility"],
});
/** Values of `factorThatHelpYouHirePreparer` (several may be chosen). */
export const FactorThatHelpYouHirePreparer = factorThatHelpYouHirePreparer.values;
export type FactorThatHelpYouHirePreparer = CodeOf<typeof FactorThatHelpYouHirePreparer>;
export const factorThatHelpYouHirePreparerLabels = factorThatHelpYouHirePreparer.labels;

const businessTransactionAccountingSoftwareId = defineCodes({
  quickBooks: [1, "QuickBooks"],
  xero: [2, "Xero"],
  excel: [3, "Excel"],
  other: [4, "Other"],
  dontKnow: [5, "Don't know"],
});
export const BusinessTransactionAccountingSoftwareId = businessTransactionAccountingSoftwareId.values;
export type BusinessTransactionAccountingSoftwareId = CodeOf<typeof BusinessTransactionAccountingSoftwareId>;
export const businessTransactionAccountingSoftwareLabels = businessTransactionAccountingSoftwareId.labels;

const yesNoDontKnowId = defineCodes({
  yes: [1, "Yes"],
  no: [2, "No"],
  dontKnow: [3, "Don't know"],
});
/** Answers of the business questions that take yes / no / don't know. */
export const YesNoDontKnowId = yesNoDontKnowId.values;
export type YesNoDontKnowId = CodeOf<typeof YesNoDontKnowId>;
export const yesNoDontKnowLabels = yesNoDontKnowId.labels;

const transactionsReconcileHelperId = defineCodes({
  bookkeeper: [1, "Bookkeeper"],
  accountant: [2, "Accountant"],
  consultant: [3, "Consultant"],
  someoneElse: [4, "Someone else"],
});
export const TransactionsReconcileHelperId = transactionsReconcileHelperId.values;
export type TransactionsReconcileHelperId = CodeOf<typeof TransactionsReconcileHelperId>;
export const transactionsReconcileHelperLabels = transactionsReconcileHelperId.labels;

const thirdPartyPaymentProcessorId = defineCodes({
  payPal: [1, "PayPal"],
  square: [2, "Square"],
  stripe: [3, "Stripe"],
  zelle: [4, "Zelle"],
  other: [5, "Other"],
});
export const ThirdPartyPaymentProcessorId = thirdPartyPaymentProcessorId.values;
export type ThirdPartyPaymentProcessorId = CodeOf<typeof ThirdPartyPaymentProcessorId>;
export const thirdPartyPaymentProcessorLabels = thirdPartyPaymentProcessorId.labels;

const fromWhereKnowMyTaxApp = defineCodes({
  fromMyAccountant: [1, "From my accountant"],
  onlineSearch: [2, "Online search"],
  aFriend: [3, "A friend"],
  socialMedia: [4, "Social media"],
  other: [5, "Other"],
});
/**
 * The codes an existing client may send for `fromWhereKnowMyTaxApp` instead of text; the answer is stored as
 * the label.
 */
export const FromWhereKnowMyTaxApp = fromWhereKnowMyTaxApp.values;
export type FromWhereKnowMyTaxApp = CodeOf<typeof FromWhereKnowMyTaxApp>;
export const fromWhereKnowMyTaxAppLabels = fromWhereKnowMyTaxApp.labels;
