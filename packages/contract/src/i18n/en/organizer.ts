/** The tax organizer: its refusals and the PDF of its answers. */
export const organizer = {
  jobNotFound: "We could not find that tax preparation.",
  wrongAnswerType: "This question takes an answer of type {typeId} ({typeName}).",
  pdfMade: "Made {date}. Sensitive numbers are masked.",
  pdfNoAnswers: "No answers match.",
  pdfAddLater: "The taxpayer will add this later.",
  answerNotFound: "We could not find that answer.",
  fileBelongsToNoQuestion: "This file belongs to no question of the form.",
  fileNotFound: "That file does not exist.",
} as const;
