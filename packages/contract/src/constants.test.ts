import { describe, expect, it } from "vitest";
import * as constants from "./constants";

// Expected values are written out from the product's rules (years of experience: see docs/decisions/0229).
describe("business constants", () => {
  it("pin every exported constant to the spec's value", () => {
    const { liabilityCapUsd: _rule, ...values } = constants;
    expect(values).toStrictEqual({
      MAX_EXPERT_INTRODUCTIONS: 5,
      FREE_TRIAL_DAYS: 30,
      ORGANIZER_TAX_YEAR: 2021,
      PASSWORD_MIN_LENGTH: 8,
      VERIFICATION_CODE_LENGTH: 6,
      EMAIL_CODE_VALIDITY_MINUTES: 10,
      MAX_WRONG_CODE_TRIES: 5,
      MINIMUM_AGE: 18,
      YEARS_OF_EXPERIENCE_MAX: 1000,
      SECOND_FACTOR_GRACE_DAYS: 7,
      RECOVERY_CODE_COUNT: 10,
      DEFAULT_BLOG_COUNT: 30,
      WORK_HISTORY_COUNT: 5,
      FIRST_APPOINTMENT_TIME: 0,
      LAST_APPOINTMENT_TIME: 23,
      FIRST_SLOT_LABEL: "0:30",
      LAST_SLOT_LABEL: "23:30",
      CHUNK_LOAD_TIMEOUT_MS: 120_000,
      ROUTING_NUMBER_LENGTH: 9,
      ACCOUNT_NUMBER_MAX_DIGITS: 17,
      PAST_FEE_RANGES_USD: [
        { min: 0, max: 250 },
        { min: 250, max: 500 },
        { min: 500, max: 750 },
        { min: 750, max: null },
      ],
      RENEWAL_REMINDER_DAYS_BEFORE: { min: 30, max: 60 },
      LIABILITY_CAP_FEE_MONTHS: 12,
      LIABILITY_CAP_MINIMUM_USD: 100,
      ARBITRATION_CLAIM_THRESHOLD_USD: 75_000,
      DISPUTE_NEGOTIATION_DAYS: 60,
      TAX_INFO_RETENTION_YEARS: 7,
      ACCESS_REQUESTS_LIMIT: { count: 2, perMonths: 12 },
      SALT_CAP_USD: { default: 10_000, marriedFilingSeparately: 5_000 },
      MEDICAL_EXPENSE_AGI_THRESHOLD_PERCENT: 7.5,
      FOREIGN_ACCOUNT_THRESHOLD_USD: 10_000,
      FORM_1099_NEC_THRESHOLD_USD: 600,
      GIFT_THRESHOLD_USD: { perPerson: 15_000, joint: 30_000 },
      QUALIFYING_RELATIVE_INCOME_LIMIT_USD: 4_300,
      QUALIFYING_CHILD_AGE_LIMIT: { default: 19, fullTimeStudent: 24 },
      DEPENDENT_CARE_AGE_LIMIT: 13,
      TIPS_FICA_HOURLY_THRESHOLD_USD: 5.15,
      SMALL_EMPLOYER_CREDIT: {
        maxEmployees: 25,
        maxAverageWagesUsd: 55_600,
        creditPercentOfInsuranceCost: 50,
      },
      ESTIMATED_TAX_DUE_DATES: [
        { month: 4, day: 15, followingYear: false },
        { month: 6, day: 15, followingYear: false },
        { month: 9, day: 15, followingYear: false },
        { month: 1, day: 15, followingYear: true },
      ],
      USER_TOKEN_STORAGE_KEY: "USER_TOKEN",
    });
  });
});

describe("liabilityCapUsd", () => {
  it("is the greater of 12 months' fees and $100", () => {
    expect(constants.liabilityCapUsd(0)).toBe(100);
    expect(constants.liabilityCapUsd(99.99)).toBe(100);
    expect(constants.liabilityCapUsd(100)).toBe(100);
    expect(constants.liabilityCapUsd(1_188)).toBe(1_188);
  });
});
