/** Paying an invoice online, as the API says it: refusals, failures, notices, mails, receipts. */
export const payments = {
  bankAccount: "Bank account",
  card: "Card",
  refundRefused:
    "This payment cannot be refunded by that much: it is more than what is left to refund, or the payment is disputed.",
  declinedCard: "Your card was declined. Try another card, or ask your bank why.",
  declinedFunds: "Your card was declined for insufficient funds. Try another card or a bank account.",
  declinedExpired: "Your card has expired. Check the expiry date or use another card.",
  declinedCvc: "The security code did not match. Check the 3 or 4 digits on your card and try again.",
  declinedProcessing: "The payment could not be processed. Nothing was charged; please try again.",
  declinedBank: "Your bank refused the payment. Check the account details or pay by card.",
  declinedOther: "The payment did not go through and nothing was charged. Try again or use another card.",
} as const;
