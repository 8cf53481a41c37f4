import { RoleId } from "../codes-profile";
import {
  estimatedTaxPaymentListSchema,
  jobRemindersQuerySchema,
  jobRemindersSchema,
  notificationPreferenceListSchema,
  notificationPreferenceSchema,
  notificationUnsubscribeQuerySchema,
  reminderActionSchema,
  setEstimatedTaxPaidSchema,
  setReminderCadenceSchema,
  unsubscribedSchema,
} from "../reminders";
import type { EndpointGroup } from "./define";

/** A job's reminders as its professional sees and steers them (module reminders). */
export const accountantReminderEndpoints = {
  getJobReminders: {
    method: "GET",
    path: "/Accountant/GetJobReminders",
    module: "reminders",
    access: { roles: [RoleId.expert], practice: "messages" },
    summary: "The job's reminders, scheduled and sent, and its cadence",
    query: jobRemindersQuerySchema,
    response: jobRemindersSchema,
  },
  setJobReminderCadence: {
    method: "POST",
    path: "/Accountant/SetJobReminderCadence",
    module: "reminders",
    access: { roles: [RoleId.expert], practice: "messages" },
    summary: "Days between reminders and how many at most, for the job's organizer and document reminders",
    body: setReminderCadenceSchema,
    response: jobRemindersSchema,
  },
  sendReminderNow: {
    method: "POST",
    path: "/Accountant/SendReminderNow",
    module: "reminders",
    access: { roles: [RoleId.expert], practice: "messages" },
    summary: "Send one of the job's reminders now (nothing if its subject is already answered)",
    body: reminderActionSchema,
    response: jobRemindersSchema,
  },
  stopReminder: {
    method: "POST",
    path: "/Accountant/StopReminder",
    module: "reminders",
    access: { roles: [RoleId.expert], practice: "messages" },
    summary: "Stop one of the job's reminders",
    body: reminderActionSchema,
    response: jobRemindersSchema,
  },
} as const satisfies EndpointGroup;

/** The signed-in person's notification preferences, and the mail's unsubscribe link (module notifications). */
export const notificationPreferenceEndpoints = {
  getNotificationPreferences: {
    method: "GET",
    path: "/User/GetNotificationPreferences",
    module: "notifications",
    access: { signedIn: true, practice: "account" },
    summary: "The caller's channel for each kind of notice",
    response: notificationPreferenceListSchema,
  },
  setNotificationPreference: {
    method: "POST",
    path: "/User/SetNotificationPreference",
    module: "notifications",
    access: { signedIn: true, practice: "account" },
    summary: "E-mail, in the app only, or off for one kind (security mail cannot be turned off)",
    body: notificationPreferenceSchema,
    response: notificationPreferenceListSchema,
  },
  unsubscribe: {
    method: "POST",
    path: "/Notifications/Unsubscribe",
    module: "notifications",
    access: "public",
    summary: "One-click unsubscribe from a reminder mail's kind (signed link, works once)",
    query: notificationUnsubscribeQuerySchema,
    response: unsubscribedSchema,
  },
} as const satisfies EndpointGroup;

/** The taxpayer's estimated tax payments and their "paid" mark (module reminders). */
export const estimatedTaxEndpoints = {
  getEstimatedTaxPayments: {
    method: "GET",
    path: "/User/GetEstimatedTaxPayments",
    module: "reminders",
    access: { roles: [RoleId.taxpayer] },
    summary: "The taxpayer's next estimated tax payments and whether each is marked paid",
    response: estimatedTaxPaymentListSchema,
  },
  setEstimatedTaxPaid: {
    method: "POST",
    path: "/User/SetEstimatedTaxPaid",
    module: "reminders",
    access: { roles: [RoleId.taxpayer] },
    summary: "Mark an estimated tax payment paid (no reminder for it) or not paid",
    body: setEstimatedTaxPaidSchema,
    response: estimatedTaxPaymentListSchema,
  },
} as const satisfies EndpointGroup;
