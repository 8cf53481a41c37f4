/** Business constants and limits. Money is in US dollars. */

/** Up to this many expert introductions reach a taxpayer. */
export const MAX_EXPERT_INTRODUCTIONS = 5;
/** Length of the free trial of a subscription plan. */
export const FREE_TRIAL_DAYS = 30;
/** The individual organizer covers this US tax year. */
export const ORGANIZER_TAX_YEAR = 2021;

export const PASSWORD_MIN_LENGTH = 8;
/** Number of digits in an e-mail verification code. */
export const VERIFICATION_CODE_LENGTH = 6;
/** How long an e-mailed code stays valid. */
export const EMAIL_CODE_VALIDITY_MINUTES = 10;
/** Wrong tries allowed for one e-mailed code before it stops working. */
export const MAX_WRONG_CODE_TRIES = 5;
/** Users must be at least this old to accept the agreement. */
export const MINIMUM_AGE = 18;
/** Most years of experience a professional may give: the limit the existing client already enforces. */
export const YEARS_OF_EXPERIENCE_MAX = 1000;

/** Number of posts GET /Blog/GetAll returns when `count` is not given. */
export const DEFAULT_BLOG_COUNT = 30;
/** Number of recent preparations an expert profile shows as work history. */
export const WORK_HISTORY_COUNT = 5;

/** First and last appointment time (hour index); their slots start at half past the hour. */
export const FIRST_APPOINTMENT_TIME = 0;
export const LAST_APPOINTMENT_TIME = 23;
export const FIRST_SLOT_LABEL = "0:30";
export const LAST_SLOT_LABEL = "23:30";

/** A script or style chunk that has not loaded after this long fails. Server calls have no timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const ROUTING_NUMBER_LENGTH = 9;
/** Most digits an account number may have (hyphens are not counted). */
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;

/**
 * Past fee ranges, in the order of `LastYearPreparationCostId` 1-4; `max: null` means no upper bound
 * (over $750).
 */
export const PAST_FEE_RANGES_USD: readonly { readonly min: number; readonly max: number | null }[] = [
  { min: 0, max: 250 },
  { min: 250, max: 500 },
  { min: 500, max: 750 },
  { min: 750, max: null },
];

/** Annual renewal reminders go out between this many days before the end of the term. */
export const RENEWAL_REMINDER_DAYS_BEFORE = { min: 30, max: 60 } as const;

/** Liability is capped at the greater of the fees of this many months and a floor amount. */
export const LIABILITY_CAP_FEE_MONTHS = 12;
export const LIABILITY_CAP_MINIMUM_USD = 100;
/** The liability cap: the greater of the fees paid over the last 12 months and $100. */
export function liabilityCapUsd(feesOfLast12MonthsUsd: number): number {
  return Math.max(feesOfLast12MonthsUsd, LIABILITY_CAP_MINIMUM_USD);
}

/** Claims above this amount go to arbitration. */
export const ARBITRATION_CLAIM_THRESHOLD_USD = 75_000;
export const DISPUTE_NEGOTIATION_DAYS = 60;

/** Tax information is kept this long. */
export const TAX_INFO_RETENTION_YEARS = 7;
/** A person may request access to their data this many times per this many months. */
export const ACCESS_REQUESTS_LIMIT = { count: 2, perMonths: 12 } as const;

/** State and local tax deduction cap. */
export const SALT_CAP_USD = { default: 10_000, marriedFilingSeparately: 5_000 } as const;
/** Medical expenses are deductible above this percentage of adjusted gross income. */
export const MEDICAL_EXPENSE_AGI_THRESHOLD_PERCENT = 7.5;
/** Foreign accounts must be reported when their total was more than this at any time in the tax year. */
export const FOREIGN_ACCOUNT_THRESHOLD_USD = 10_000;
export const FORM_1099_NEC_THRESHOLD_USD = 600;
/** Gifts above this per person and year must be reported. */
export const GIFT_THRESHOLD_USD = { perPerson: 15_000, joint: 30_000 } as const;
/** A qualifying relative's gross income must be under this. */
export const QUALIFYING_RELATIVE_INCOME_LIMIT_USD = 4_300;
/** A qualifying child must be under this age. */
export const QUALIFYING_CHILD_AGE_LIMIT = { default: 19, fullTimeStudent: 24 } as const;
/** Dependent care expenses apply to dependents under this age. */
export const DEPENDENT_CARE_AGE_LIMIT = 13;
/** Tips FICA credit threshold, per hour. */
export const TIPS_FICA_HOURLY_THRESHOLD_USD = 5.15;
/** Small employer health insurance credit: employer size, average wages and the credit's share of the cost. */
export const SMALL_EMPLOYER_CREDIT = {
  maxEmployees: 25,
  maxAverageWagesUsd: 55_600,
  creditPercentOfInsuranceCost: 50,
} as const;

/**
 * Estimated tax due dates of the four quarters (month 1-12, day of month). The fourth falls in January
 * of the year after the tax year.
 */
export const ESTIMATED_TAX_DUE_DATES: readonly {
  readonly month: number;
  readonly day: number;
  readonly followingYear: boolean;
}[] = [
  { month: 4, day: 15, followingYear: false },
  { month: 6, day: 15, followingYear: false },
  { month: 9, day: 15, followingYear: false },
  { month: 1, day: 15, followingYear: true },
];

/** Local storage key of the signed-in user's token. */
export const USER_TOKEN_STORAGE_KEY = "USER_TOKEN";
/** Days a professional or operator may go on with e-mail codes after being asked to add a stronger factor. */
export const SECOND_FACTOR_GRACE_DAYS = 7;
/** One-time recovery codes made at a time. */
export const RECOVERY_CODE_COUNT = 10;
