export { installPlans } from "./billing.install";
export type { BillingService } from "./billing.service";
export { seedDemoPlans } from "./demo-plans";
export { type BillingNoticeKind, billingRemindersService } from "./reminders";
export { subscriptionRecordsService } from "./subscription-records.service";
