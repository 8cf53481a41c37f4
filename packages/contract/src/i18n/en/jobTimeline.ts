/**
 * A job's timeline as the API says it: the next step in a sentence for whoever reads it, and what the
 * professional is told when the taxpayer's own steps move the job on. `{when}` is `due` (a day is
 * expected), `late` (it was expected) or `none` (no rule gives a day yet); `{day}` reads "Mar 14".
 */
export const jobTimeline = {
  // The taxpayer reads
  youSignLetter: "Waiting on you: sign the engagement letter.",
  youFinishOrganizer: "Waiting on you: finish the organizer.",
  youUploadDocuments: "Waiting on you: upload the documents your professional asked for.",
  proStartsReview:
    "Your professional will start reviewing what you gave{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  proPrepares:
    "Your professional is preparing your return{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  proFiles:
    "Your professional will file your return{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  proCorrects:
    "Your professional is correcting the rejected return{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  // The professional reads
  clientSignsLetter: "Waiting on {name}: sign the engagement letter.",
  clientFinishesOrganizer: "Waiting on {name}: finish the organizer.",
  clientUploadsDocuments: "Waiting on {name}: upload the documents you asked for.",
  youStartReview:
    "Your move: start reviewing what {name} gave{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  youPrepare:
    "Your move: prepare the return and have {name} sign Form 8879{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  youFile:
    "Your move: file the return{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  youCorrect:
    "Your move: correct and refile the rejected return{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  // Either reads
  irsAnswers: "The IRS usually answers within two business days.",
  irsRefundEfile:
    "The IRS issues most refunds within 21 days of accepting the return{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  irsRefundPaper:
    "The IRS issues a paper return's refund in about six weeks{when, select, due {; expected by {day}} late {; it was expected by {day}} other {}}.",
  // What the professional is told
  organizerCompleteTitle: "{name} finished the organizer for {taxYear}",
  organizerCompleteText: "Their answers are ready for you to review.",
  organizerCompleteMovedText:
    "Their answers are ready for you to review. The job moved to in process, as the organizer was the last thing to start it.",
  documentsCompleteTitle: "{name} gave every document you asked for",
  documentsCompleteMovedText:
    "{name} uploaded “{document}”, the last document you asked for, so their {taxYear} job moved from waiting for information back to in process.",
} as const;
