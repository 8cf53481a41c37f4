/**
 * Every tax preparation query's key (jobs lists and details) starts with this; confirming a quote
 * starts a job, so the marketplace refreshes them too.
 */
export const taxPreparationKey = ["tax-preparation"] as const;

/** Every job billing query's key (a job's invoices, payments and price changes) starts with this. */
export const jobBillingKey = ["job-billing"] as const;
