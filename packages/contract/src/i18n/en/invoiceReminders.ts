/** The reminder a taxpayer gets of an invoice with something left to pay. */
export const invoiceReminders = {
  title: "Reminder: {due} left to pay on invoice {number}",
  text: "{professional}'s invoice {number} has {due} left to pay, due {date}. You can pay it on your job's Billing tab.",
  textPastDue:
    "{professional}'s invoice {number} has {due} left to pay; it was due {date}. You can pay it on your job's Billing tab.",
  linkText: "Pay it or see the invoice: {url}",
} as const;
