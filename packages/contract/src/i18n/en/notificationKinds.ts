/** The kinds of notification a person chooses a channel for, as the settings name them. */
export const notificationKinds = {
  organizer: "Organizer questions left for later",
  documents: "Documents your professional requested",
  appointments: "Appointment reminders",
  estimatedTax: "Estimated tax payments",
  billing: "Billing notices: trial, renewal and unpaid invoices",
  requests: "Requests for a quote",
  taxNotices: "Deadlines of letters from the IRS or a state",
  messages: "New messages from the other side of a job",
  todo: "New to-do items",
  signatures: "Signatures asked of you",
  filingRejected: "A filing the IRS or a state rejected",
  appointmentDecisions: "Appointments accepted or declined",
  security: "Security (sign-in codes, password changes)",
} as const;
