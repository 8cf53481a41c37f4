// What other modules may use of payments: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { invoiceReminderRecords, type WaitingInvoice } from "./invoice-reminders";
export { jobPriceOf } from "./job-price";
export { type JobReleaseHold, releaseHoldOf } from "./release-hold";
