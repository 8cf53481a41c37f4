/** Warnings and notes the organizer shows, with amounts from the contract's constants. */
import {
  DEPENDENT_CARE_AGE_LIMIT,
  FOREIGN_ACCOUNT_THRESHOLD_USD,
  FORM_1099_NEC_THRESHOLD_USD,
  GIFT_THRESHOLD_USD,
  MEDICAL_EXPENSE_AGI_THRESHOLD_PERCENT,
  ORGANIZER_TAX_YEAR,
  QUALIFYING_CHILD_AGE_LIMIT,
  QUALIFYING_RELATIVE_INCOME_LIMIT_USD,
  SALT_CAP_USD,
  SMALL_EMPLOYER_CREDIT,
  TIPS_FICA_HOURLY_THRESHOLD_USD,
} from "@taxlane/contract";

const usd = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

export const organizerWarningTexts = {
  foreignAccounts:
    `The penalties for failing to report foreign accounts are severe. Report every foreign account ` +
    `if their total value was more than ${usd(FOREIGN_ACCOUNT_THRESHOLD_USD)} at any time in ${ORGANIZER_TAX_YEAR}.`,
  estimatedTaxes:
    "Incorrect or missing estimated tax amounts lead to notices from the IRS or your state. " +
    "Enter every payment with the date it was paid.",
} as const;

export const organizerNoteTexts = {
  saltCap: `State and local taxes are deductible up to ${usd(SALT_CAP_USD.default)} in total.`,
  saltCapSeparate: `Married filing separately: state and local taxes are deductible up to ${usd(
    SALT_CAP_USD.marriedFilingSeparately,
  )} each.`,
  filingStatusUnsure: "Not sure? Your tax professional will choose the filing status that suits you best.",
  medicalThreshold: `Medical expenses count only above ${MEDICAL_EXPENSE_AGI_THRESHOLD_PERCENT}% of your adjusted gross income.`,
  form1099Nec: `Clients who paid you ${usd(FORM_1099_NEC_THRESHOLD_USD)} or more send a Form 1099-NEC.`,
  gifts: `Gifts over ${usd(GIFT_THRESHOLD_USD.perPerson)} to one person (${usd(
    GIFT_THRESHOLD_USD.joint,
  )} for a married couple) must be reported.`,
  dependents:
    `A qualifying child is under ${QUALIFYING_CHILD_AGE_LIMIT.default} (under ${QUALIFYING_CHILD_AGE_LIMIT.fullTimeStudent} ` +
    `if a full-time student); a qualifying relative earned under ${usd(QUALIFYING_RELATIVE_INCOME_LIMIT_USD)}.`,
  dependentCare: `Care expenses count for children under ${DEPENDENT_CARE_AGE_LIMIT}.`,
  tipsFica: `The credit covers the employer's FICA on tips above what brings pay to ${usd(
    TIPS_FICA_HOURLY_THRESHOLD_USD,
  )} an hour.`,
  smallEmployerCredit:
    `The small employer health insurance credit: ${SMALL_EMPLOYER_CREDIT.maxEmployees} or fewer full-time ` +
    `equivalent employees, average wages of ${usd(SMALL_EMPLOYER_CREDIT.maxAverageWagesUsd)} or less, and up to ` +
    `${SMALL_EMPLOYER_CREDIT.creditPercentOfInsuranceCost}% of the health insurance premiums paid.`,
  requestPdf: "Ask your previous preparer for a PDF copy and upload it here when it arrives.",
  scanCopy: "Scan your paper copy into a PDF and upload it here.",
  dropOff: "Drop off your paper copy with your tax professional; they will scan it for you.",
  namesMatchSsa: "Names must match the social security administration.",
} as const;
