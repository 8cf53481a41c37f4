/** Invoices as the API says them: refusals, notices, mails. */
export const invoices = {
  placeholder: "",
} as const;
