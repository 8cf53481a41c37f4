/** Limits and fixed answers of the taxpayer questionnaire, free of zod so the wizard's pages can use them. */

/** Longest free-text answers; longer input is refused, not cut. */
export const questionnaireLimits = {
  country: 60,
  fromWhereKnowMyTaxApp: 200,
  anythingElseForPreparer: 2000,
  invitationKey: 100,
  /** The most of one count question a business can answer (accounts, members, transactions a month). */
  count: 1_000_000,
} as const;

/** The country answer for people who live in the United States; their state is then required. */
export const UNITED_STATES = "United States";
