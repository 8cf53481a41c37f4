/**
 * Every tax preparation query's key (jobs lists and details) starts with this; confirming a quote
 * starts a job, so the marketplace refreshes them too.
 */
export const taxPreparationKey = ["tax-preparation"] as const;
