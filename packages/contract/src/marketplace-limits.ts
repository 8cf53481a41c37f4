/** Marketplace limits and job types, free of zod so pages that only show them load no schema. */

/** The most a quote may ask, in dollars: a price above it is a typing slip, not a fee. */
export const MAX_QUOTE_PRICE = 100_000;

/** Experts see at most this many introductions per request; a request is routed to at most this many. */
export const MAX_INTRODUCTIONS = 5;

/** The expert's requests page shows this many cards at a time. */
export const REQUESTS_PAGE_SIZE = 20;

/** The longest note an expert may send with a quote. */
export const QUOTE_MESSAGE_MAX = 500;

/** The longest turnaround an expert may estimate, in days: a year. */
export const TURNAROUND_DAYS_MAX = 365;

/** The longest review comment. */
export const REVIEW_COMMENT_MAX = 2000;

/** The existing client's job types: what the quote and job lists call individual and business work. */
export const JobType = { personal: "Personal", business: "Business" } as const;

export type JobType = (typeof JobType)[keyof typeof JobType];
