/** Paying an invoice online, as the API says it: refusals, failures, notices, mails, receipts. */
export const payments = {
  bankAccount: "Bank account",
  card: "Card",
} as const;
