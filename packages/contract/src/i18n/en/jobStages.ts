/**
 * The professional moving a job through its stages and sharing the return as a draft for the client's
 * review, as the API says it: field rules, refusals, notices.
 */
export const jobStages = {
  statusInvalid: "Choose a stage: in process, waiting for information or in for review.",
  noteTooLong: "A note can be at most 500 characters.",
  commentRequired: "Say what should change, so your professional knows what to fix.",
  commentTooLong: "A comment can be at most 2,000 characters.",
  approveInvalid: "Choose to approve the draft or to ask for changes.",
  filedByFiling:
    "A job becomes filed when its return is filed, not by moving it. Share the draft with your client, then file the return.",
  cannotMoveBack:
    "This job is already past “{stage}”. A job moves forward, or between in process and waiting for information.",
  stepWaiting: "waiting for information",
  stepNotStarted: "not started",
  jobFiled: "The return was filed, so this job no longer moves.",
  movedTitle: "Your tax preparation is {stage}",
  inProcessText:
    "Your professional is working on your {taxYear} tax return. Keep answering the organizer and uploading documents as they come.",
  waitingText:
    "Your professional needs more information for your {taxYear} tax return. Open the job to see what they asked for, then answer them.",
  waitingWithNoteText:
    "Your professional needs more information for your {taxYear} tax return: “{note}” Open the job to answer them.",
  inForReviewText:
    "Your professional is reviewing everything for your {taxYear} tax return. They will share a draft of the return for you to check.",
  draftReadyTitle: "Your draft return is ready for review",
  draftReadyText:
    "Your professional shared a draft of your {taxYear} tax return. Download it, check it, then approve it or ask for changes.",
  returnFiled: "The return was filed; a new draft can no longer be shared.",
  noDraft: "There is no draft return to review yet. Your professional will share one when it is ready.",
  draftReplaced:
    "Your professional shared a newer draft since you opened this one. Review the newer draft instead.",
  alreadyReviewed: "You already reviewed this draft. Your professional can share a new one.",
  draftFiled: "The return was filed, so its draft can no longer be reviewed.",
  approvedTitle: "Your client approved the draft return",
  approvedText: "Your client approved the draft of their {taxYear} tax return. You can file it.",
  changesTitle: "Your client asked for changes to the draft return",
  changesText: "Your client asked for changes to the draft of their {taxYear} tax return: “{comment}”",
} as const;
