/**
 * The endpoint table: every call the API serves under `/api`, grouped by the first segment of its
 * path, so a URL leads to its entry; the entry names the API module that declares it
 * (`route(app, endpoints.<group>.<call>, …)` in that module's routes file). Entries hold their zod
 * schemas; the web calls through their routes instead (`call(endpointRoutes.<group>.<call>, …)`, see
 * `routes.gen.ts`), which hold none.
 */
import { accountantEndpoints } from "./accountant";
import { adminEndpoints } from "./admin";
import {
  accountantAppointmentEndpoints,
  calendarFeedEndpoints,
  calendarSyncEndpoints,
  taxpayerAppointmentEndpoints,
} from "./appointments";
import { blogEndpoints } from "./blog";
import { channelEndpoints, devTextEndpoints } from "./channels";
import { chatEndpoints } from "./chat";
import { taxpayerConsentEndpoints, taxpayerSupportCaseEndpoints } from "./consent";
import { adminDashboardEndpoints, practiceDashboardEndpoints } from "./dashboards";
import type { Endpoint } from "./define";
import { devMailEndpoints } from "./dev-mail";
import { accountantDocumentsEndpoints, taxpayerDocumentsEndpoints } from "./documents";
import { emailSubscriptionEndpoints } from "./email-subscription";
import { filesEndpoints } from "./files";
import {
  accountantFilingEndpoints,
  adminFilingEndpoints,
  jobFilingEndpoints,
  taxpayerFilingEndpoints,
} from "./filing";
import { healthEndpoints } from "./health";
import { identityEndpoints } from "./identity";
import { jobTimelineEndpoints } from "./job-timeline";
import { accountantOrganizerReviewEndpoints } from "./organizer-review";
import {
  accountantBillingEndpoints,
  accountantPaymentsEndpoints,
  adminPaymentsEndpoints,
  jobBillingEndpoints,
  paymentsEndpoints,
  taxpayerBillingEndpoints,
  taxpayerPaymentsEndpoints,
} from "./payments";
import { practiceClientsEndpoints } from "./practice-clients";
import { practiceEndpoints } from "./practices";
import { privacyEndpoints } from "./privacy";
import { publicEndpoints } from "./public";
import {
  accountantReminderEndpoints,
  estimatedTaxEndpoints,
  notificationPreferenceEndpoints,
} from "./reminders";
import { adminSecurityEndpoints, secondStepEndpoints, securityEndpoints } from "./security";
import {
  accountantSignatureEndpoints,
  jobSignatureEndpoints,
  signingEndpoints,
  taxpayerSignatureEndpoints,
} from "./signatures";
import { subscriptionEndpoints } from "./subscription";
import {
  accountantTaxNoticeEndpoints,
  jobTaxNoticeEndpoints,
  taxpayerTaxNoticeEndpoints,
} from "./tax-notices";
import { returnPackEndpoints, taxPreparationEndpoints } from "./tax-preparation";
import { taxpayerEndpoints } from "./taxpayer";
import { toDoEndpoints } from "./todo";
import { userEndpoints } from "./user";

export const endpoints = {
  accountant: {
    ...accountantEndpoints,
    ...accountantDocumentsEndpoints,
    ...accountantAppointmentEndpoints,
    ...calendarSyncEndpoints,
    ...accountantOrganizerReviewEndpoints,
    ...accountantReminderEndpoints,
    ...accountantSignatureEndpoints,
    ...accountantBillingEndpoints,
    getPayouts: accountantPaymentsEndpoints.getPayouts,
    connectPayouts: accountantPaymentsEndpoints.connectPayouts,
    getPaymentSettings: accountantPaymentsEndpoints.getPaymentSettings,
    savePaymentSettings: accountantPaymentsEndpoints.savePaymentSettings,
    getPayments: accountantPaymentsEndpoints.getPayments,
    exportPayments: accountantPaymentsEndpoints.exportPayments,
    refundPayment: accountantPaymentsEndpoints.refundPayment,
    getTaxNotices: accountantTaxNoticeEndpoints.getTaxNotices,
    respondToTaxNotice: accountantTaxNoticeEndpoints.respondToTaxNotice,
    quoteTaxNotice: accountantTaxNoticeEndpoints.quoteTaxNotice,
    ...accountantFilingEndpoints,
  },
  admin: {
    ...adminEndpoints,
    ...adminSecurityEndpoints,
    getPayments: adminPaymentsEndpoints.getPayments,
    savePaymentFee: adminPaymentsEndpoints.savePaymentFee,
    ...adminFilingEndpoints,
    ...adminDashboardEndpoints,
  },
  blog: blogEndpoints,
  calendar: { feed: calendarFeedEndpoints.feed },
  chat: chatEndpoints,
  devMail: { ...devMailEndpoints, ...devTextEndpoints },
  emailSubscription: emailSubscriptionEndpoints,
  files: filesEndpoints,
  health: healthEndpoints,
  payments: paymentsEndpoints,
  practice: { ...practiceEndpoints, ...practiceClientsEndpoints, ...practiceDashboardEndpoints },
  notifications: { unsubscribe: notificationPreferenceEndpoints.unsubscribe, ...channelEndpoints },
  identity: { ...identityEndpoints, ...secondStepEndpoints },
  public: publicEndpoints,
  subscription: subscriptionEndpoints,
  signing: signingEndpoints,
  taxPreparation: {
    ...taxPreparationEndpoints,
    ...jobSignatureEndpoints,
    ...jobBillingEndpoints,
    getTaxNotices: jobTaxNoticeEndpoints.getTaxNotices,
    ...jobFilingEndpoints,
  },
  taxpayer: {
    ...taxpayerEndpoints,
    ...taxpayerDocumentsEndpoints,
    ...taxpayerAppointmentEndpoints,
    ...taxpayerConsentEndpoints,
    ...taxpayerSupportCaseEndpoints,
    ...taxpayerSignatureEndpoints,
    ...taxpayerBillingEndpoints,
    payInvoice: taxpayerPaymentsEndpoints.payInvoice,
    getPayments: taxpayerPaymentsEndpoints.getPayments,
    uploadTaxNotice: taxpayerTaxNoticeEndpoints.uploadTaxNotice,
    getTaxNotices: taxpayerTaxNoticeEndpoints.getTaxNotices,
    answerTaxNoticeQuote: taxpayerTaxNoticeEndpoints.answerTaxNoticeQuote,
    markRefundIssued: taxpayerFilingEndpoints.markRefundIssued,
  },
  user: {
    ...userEndpoints,
    getCalendarFeed: calendarFeedEndpoints.getCalendarFeed,
    resetCalendarFeed: calendarFeedEndpoints.resetCalendarFeed,
    getNotificationPreferences: notificationPreferenceEndpoints.getNotificationPreferences,
    setNotificationPreference: notificationPreferenceEndpoints.setNotificationPreference,
    ...estimatedTaxEndpoints,
    ...privacyEndpoints,
    ...securityEndpoints,
    ...toDoEndpoints,
    ...jobTimelineEndpoints,
    ...returnPackEndpoints,
  },
} as const;

/** Every entry with its name (`accountant.sendQuote`), for checks that go through the whole table. */
export function listEndpoints(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([group, entries]) =>
    Object.entries(entries).map(([call, endpoint]: [string, Endpoint]) => ({
      name: `${group}.${call}`,
      endpoint,
    })),
  );
}
