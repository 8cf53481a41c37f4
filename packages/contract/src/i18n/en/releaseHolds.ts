/** What the taxpayer is told while the professional holds the return and the 8879 until an invoice is paid. */
export const releaseHolds = {
  returnHeld:
    "{professional} releases your return once invoice {number} is paid ({due} left to pay). Pay it on your job's Billing tab, then download the return.",
  signatureHeld:
    "{professional} sends this document for signing once invoice {number} is paid ({due} left to pay). Pay it on your job's Billing tab, then open this link again.",
  returnReady: "Your return is ready. {professional} releases it once invoice {number} is paid.",
  returnReadyDue: "{due} left to pay, due {date}.",
  payNow: "Pay now",
  signingHeldTitle: "Waiting for an invoice to be paid",
} as const;
