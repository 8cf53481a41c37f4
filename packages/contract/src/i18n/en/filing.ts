/** Filing a return and the IRS's answer, as the API and the contract say it: refusals, notices, outcome. */
export const filing = {
  // What the request's fields must be.
  jurisdictionInvalid: "Choose federal or a state's two-letter code.",
  methodInvalid: "Choose e-file or paper.",
  dateInvalid: "Give the date as YYYY-MM-DD.",
  submissionIdNeeded:
    "An e-file needs its IRS submission id: 20 characters, digits and lowercase letters, as on the acknowledgment.",
  submissionIdOnPaper: "A paper filing has no submission id; leave it empty.",
  rejectCodeNeeded: "Give the reject code from the IRS's acknowledgment.",
  rejectCodeOnAcceptance: "An accepted filing has no reject code; leave it empty.",
  rejectCodeUnknown: "{code} is not an IRS reject code we know; check the acknowledgment.",
  explanationTooLong: "Keep the explanation to 1000 characters.",
  centsInvalid: "Give the amount in whole cents, 0 or more.",
  outcomeOneOf: "Give either the refund or the amount due, not both.",
  dueDateNeeded: "Give the date the amount due must be paid by.",
  dueDateWithoutAmount: "A due date goes with an amount due; leave it empty for a refund.",
  // What the service refuses.
  jobNotFound: "We could not find this job.",
  filingNotFound: "We could not find this filing.",
  notInForReview: "Move the job to in for review before recording a filing.",
  amendedNeedsFiled: "An amended return is recorded once the original return was filed.",
  jobCancelled: "This job was cancelled, so nothing can be filed for it.",
  inFuture: "This date is in the future; give the day it happened.",
  beforeJob: "This date is before the job began.",
  beforeFiled: "This date is before the return was filed ({filedOn}).",
  alreadyFiledThere:
    "The {jurisdiction} return is already filed and not rejected; record the IRS's answer, or file an amended return.",
  submissionIdTaken: "Another filing already has this submission id; check it against the acknowledgment.",
  correctsUnknown: "The filing this one corrects is not a rejected filing of this job.",
  alreadyAcknowledged:
    "This filing already has the IRS's answer ({answer}); record a new filing to correct a rejection.",
  acceptedWord: "accepted",
  rejectedWord: "rejected",
  notAccepted: "Record the IRS's acceptance of the federal return before its outcome.",
  dueDatePast: "The due date has passed; give a date from today on.",
  beforeOutcome: "This date is before the refund was recorded.",
  noRefund: "This return has no refund to mark issued.",
  // Notices.
  filedTitle: "Your {taxYear} return was filed",
  filedText:
    "{professional} filed your {jurisdiction} return ({method}) on {filedOn}. We'll tell you when it is accepted.",
  efileWord: "e-file",
  paperWord: "paper",
  federalName: "federal",
  rejectedTitle: "The IRS rejected your {jurisdiction} return",
  rejectedText:
    "Reject code {code}: {meaning} {professional} will correct the return and file it again; you don't need to do anything unless they ask you.",
  acceptedTitle: "Your {jurisdiction} return was accepted",
  acceptedText: "Your {jurisdiction} return was accepted on {acknowledgedOn}.",
  outcomeTitle: "Your {taxYear} return's outcome",
  refundText:
    "Your refund is {amount}. Track it on the IRS's Where's My Refund with your SSN or ITIN, your filing status and the refund in whole dollars.",
  amountDueText: "You owe {amount}, due by {dueOn}.",
  reminderRejectedTitle: "Reminder: correct the rejected return of {taxpayer}",
  reminderRejectedText:
    "The {jurisdiction} return of {taxpayer} was rejected with code {code} and is not refiled yet. Correct it and record the new filing within 24 hours of the rejection.",
  reminderDueTitle: "Reminder: {amount} of tax is due on {dueOn}",
  reminderDueText: "Your {taxYear} tax of {amount} is due on {dueOn}. Pay it at irs.gov/payments.",
} as const;
