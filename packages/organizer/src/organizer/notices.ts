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
import { t } from "@taxlane/contract/i18n";
import { phrase } from "../phrase";
import { speakingLocale } from "../speaking-locale";

/** An amount in US dollars as the language spoken writes it, cents only when there are any. */
const usd = (amount: number) =>
  new Intl.NumberFormat(speakingLocale(), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** Warnings and notes are read when shown: amounts are written in the language spoken then. */
export const organizerWarningTexts = {
  foreignAccounts: () =>
    t("organizerNotes.foreignAccounts", {
      amount: usd(FOREIGN_ACCOUNT_THRESHOLD_USD),
      year: String(ORGANIZER_TAX_YEAR),
    }),
  estimatedTaxes: phrase("organizerNotes.estimatedTaxes"),
} as const;

export const organizerNoteTexts = {
  saltCap: () => t("organizerNotes.saltCap", { amount: usd(SALT_CAP_USD.default) }),
  saltCapSeparate: () =>
    t("organizerNotes.saltCapSeparate", {
      amount: usd(SALT_CAP_USD.marriedFilingSeparately),
    }),
  filingStatusUnsure: phrase("organizerNotes.filingStatusUnsure"),
  medicalThreshold: phrase("organizerNotes.medicalThreshold", {
    percent: MEDICAL_EXPENSE_AGI_THRESHOLD_PERCENT,
  }),
  form1099Nec: () => t("organizerNotes.form1099Nec", { amount: usd(FORM_1099_NEC_THRESHOLD_USD) }),
  gifts: () =>
    t("organizerNotes.gifts", {
      amount: usd(GIFT_THRESHOLD_USD.perPerson),
      joint: usd(GIFT_THRESHOLD_USD.joint),
    }),
  dependents: () =>
    t("organizerNotes.dependents", {
      age: QUALIFYING_CHILD_AGE_LIMIT.default,
      studentAge: QUALIFYING_CHILD_AGE_LIMIT.fullTimeStudent,
      amount: usd(QUALIFYING_RELATIVE_INCOME_LIMIT_USD),
    }),
  dependentCare: phrase("organizerNotes.dependentCare", { age: DEPENDENT_CARE_AGE_LIMIT }),
  tipsFica: () => t("organizerNotes.tipsFica", { amount: usd(TIPS_FICA_HOURLY_THRESHOLD_USD) }),
  smallEmployerCredit: () =>
    t("organizerNotes.smallEmployerCredit", {
      employees: SMALL_EMPLOYER_CREDIT.maxEmployees,
      wages: usd(SMALL_EMPLOYER_CREDIT.maxAverageWagesUsd),
      percent: SMALL_EMPLOYER_CREDIT.creditPercentOfInsuranceCost,
    }),
  requestPdf: phrase("organizerNotes.requestPdf"),
  scanCopy: phrase("organizerNotes.scanCopy"),
  dropOff: phrase("organizerNotes.dropOff"),
  namesMatchSsa: phrase("organizerNotes.namesMatchSsa"),
} as const;
