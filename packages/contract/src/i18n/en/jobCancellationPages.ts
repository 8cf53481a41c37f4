/** The taxpayer's "Cancel this job" on the job page, and how both sides' pages show a cancelled job. */
export const jobCancellationPages = {
  cancelJob: "Cancel this job",
  dialogTitle: "Cancel this job?",
  dialogIntro:
    "{professional} has not started reviewing your information, so you can still cancel. A cancelled job cannot be started again, and invoices you have not paid are voided.",
  refundLine:
    "What you paid, {amount}, is refunded to your card. It can take 5 to 10 business days to arrive.",
  keptLine:
    "{professional} keeps what you paid, {amount}: your engagement letter says a paid deposit is not refunded when you cancel before work starts.",
  nothingPaidLine: "You have paid nothing on this job, so there is nothing to refund.",
  reasonLabel: "Why are you cancelling? (optional)",
  reasonHelp: "{professional} reads this with the notice that you cancelled.",
  confirm: "Cancel the job",
  keep: "Keep the job",
  problem: "We could not cancel the job",
  cancelledTag: "Cancelled",
  cancelledOn: "You cancelled this job on {date}.",
  clientCancelledOn: "{client} cancelled this job on {date}.",
  refundedNote: "{amount} was refunded to your card.",
  keptNote: "{professional} kept the {amount} you paid, as your engagement letter says.",
  reasonNote: "Reason given: {reason}",
  billingClosed: "This job was cancelled: nothing more is billed or paid here.",
} as const;
