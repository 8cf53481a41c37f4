/** A taxpayer cancelling a job before work starts, as the API says it: refusals, notices, the outcome. */
export const jobCancellation = {
  reviewStarted:
    "{professional} has started reviewing your information, so this job can no longer be cancelled here. Message them and ask them to stop the work.",
  alreadyFiled: "Your return was already filed, so this job can no longer be cancelled.",
  paymentProcessing:
    "A bank payment on this job is still being processed. Cancel once it has cleared, so that it can be refunded.",
  paymentArriving:
    "You have just paid an invoice of this job. Refresh the page to see the payment, then cancel again.",
  voidReason: "Job cancelled",
  refundReason: "Job cancelled before work started",
  cancelled: "This job was cancelled, so it cannot move on.",
  noReturnUpload: "Your client cancelled this job, so no return can be uploaded for it.",
  noInvoices: "This job was cancelled, so it can no longer be invoiced.",
  noPriceChanges: "This job was cancelled, so its price can no longer change.",
  noPayments:
    "This job was cancelled, so its invoices can no longer be paid. If you think you owe something, message your professional.",
  refundedOutcome: "Your job is cancelled. {amount} is being refunded to your card.",
  keptOutcome:
    "Your job is cancelled. {professional} keeps the {amount} you paid: your engagement letter says a paid deposit is not refunded when you cancel before work starts.",
  nothingPaidOutcome: "Your job is cancelled. You had paid nothing, so there is nothing to refund.",
  cancelledTitle: "{taxpayer} cancelled their tax preparation",
  cancelledText:
    "{taxpayer} cancelled their {taxYear} tax preparation before you began reviewing it. {money}",
  cancelledWithReasonText:
    "{taxpayer} cancelled their {taxYear} tax preparation before you began reviewing it. {money} Their reason: {reason}",
  refundedMoney: "Their payment of {amount} was refunded to their card.",
  keptMoney: "You keep the {amount} they paid, as your engagement letter says.",
  nothingPaidMoney: "Nothing had been paid.",
} as const;
