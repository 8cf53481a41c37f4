// What other modules may use of payments: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { invoiceReminderRecords, type WaitingInvoice } from "./invoice-reminder-records";
export { jobPriceOf } from "./job-price";
export { keepsDepositOnCancel } from "./payment-settings.service";
export { choosePaymentsProvider } from "./providers/choose-provider";
export {
  createLocalPaymentsProvider,
  type LocalPaymentsProvider,
} from "./providers/local-payments-provider";
export { receiptsPackParts } from "./receipts-pack-parts";
export { type JobReleaseHold, releaseHoldOf } from "./release-hold";
export { paymentsToDoSource } from "./todo-items";
