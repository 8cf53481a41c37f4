/** A job's timeline card on the job page of both sides: the steps' names and how a day reads. */
export const jobTimelinePages = {
  title: "Timeline",
  loading: "Loading the job's timeline",
  loadError: "We could not load the job's timeline.",
  stepHired: "Hired",
  stepEngagementSigned: "Engagement letter signed",
  stepOrganizerComplete: "Organizer complete",
  stepDocumentsComplete: "Documents complete",
  stepInReview: "In review",
  stepReturn8879Signed: "Form 8879 signed",
  stepFiled: "Filed",
  stepAccepted: "Accepted by the IRS",
  stepRejected: "Rejected by the IRS",
  stepRefundIssued: "Refund issued",
  expectedBy: "Expected by {date}",
  late: "Late",
  done: "Every step is done.",
} as const;
