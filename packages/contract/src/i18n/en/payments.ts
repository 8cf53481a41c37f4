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
  invoiceNotFound:
    "We could not find this invoice among yours. Open the job's Billing tab to see the invoices you have.",
  paymentNotFound: "We could not find this payment among yours. Open your payments page to see them.",
  invoiceVoid: "Invoice {number} was voided, so there is nothing to pay on it.",
  invoicePaid: "Invoice {number} is paid in full. Your receipt is on the job's Billing tab.",
  processingAlready:
    "A bank payment of this invoice is being processed. It takes a few days; you will be told when it clears.",
  payoutsNotReady:
    "Your accountant has not set up online payments yet. Send them a message to ask how to pay, or try again later.",
  notSetUp:
    "Online payments are not set up on this Taxlane yet, so payouts cannot be connected. The operator turns them on with Stripe keys.",
  checkoutDescription: "Invoice {number} from {professional}",
  paidTitle: "Payment received: {amount}",
  paidText:
    "Your payment of {amount} to {professional} for invoice {number} went through. Receipt {receipt}.",
  receivedTitle: "{client} paid {amount}",
  receivedText: "{client} paid {amount} on invoice {number}. Receipt {receipt}.",
  receivedUnexpectedText:
    "{client} paid {amount} on invoice {number}, which no longer takes payments (it was voided or already paid). Refund it from your payments page.",
  voidWhileProcessing:
    "A bank payment of this invoice is being processed. Wait until it clears or fails before voiding the invoice.",
  voidWhilePaying:
    "Your client has just paid this invoice, so it cannot be voided. Refresh the page to see the payment; refund it if needed.",
  failedTitle: "Your bank payment did not go through",
  refundNotPaid: "Only a payment that went through can be refunded.",
  refundAboveLeft:
    "You can refund at most {left} of this payment (what was paid, less refunds already made); {amount} is more.",
  refundedAtProvider: "Refunded at the payment provider",
  refundedTitle: "{professional} refunded {amount}",
  refundedText: "{professional} refunded {amount} of your payment {receipt}: {reason}",
  disputedTitle: "A payment of {amount} is disputed",
  disputedText:
    "Your client's bank reports a dispute of {amount} on receipt {receipt}. The payment provider will ask you for evidence; Taxlane's operators can see it too.",
} as const;
