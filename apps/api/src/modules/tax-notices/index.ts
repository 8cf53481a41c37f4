// What other modules may use of tax-notices: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { type OpenTaxNotice, taxNoticeReminderRecords } from "./tax-notice-reminder-records";
export { taxNoticesToDoSource } from "./todo-items";
