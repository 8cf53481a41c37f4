// What other modules may use of filing: the rest of this folder is its own. The composition makes the
// module with module.ts.

export { filingReminderRecords } from "./filing-reminder-records";
export { filingsPackParts } from "./filings-pack-page";
export { type FederalFiling, jobFilingRecords } from "./job-filing-records";
export { filingToDoSource } from "./todo-items";
