/** Tax preparations: their steps, the filed return, the history on a professional's profile. */
export const taxPreparation = {
  jobNotFound: "We could not find that tax preparation.",
  stepInProcess: "in process",
  stepInForReview: "in for review",
  startedText: "Your client started their {taxYear} tax preparation: it is now in process.",
  inForReviewText: "Your client sent their {taxYear} tax preparation in for review.",
  cannotMove: "This tax preparation cannot be moved to “{step}” from where it is now.",
  stepTitle: "Tax preparation {step}",
  attachReturn: "Please attach the tax return as a PDF.",
  alreadyFiled: "This tax return has already been filed.",
  returnReadyTitle: "Your tax return is ready",
  returnReadyText:
    "Your professional uploaded your {taxYear} tax return. Download it from your tax preparations.",
  businessReturn: "Business tax return",
  individualReturn: "Individual tax return",
  filedReturn: "Prepared and filed the {taxYear} return.",
  filedReturnInState: "Prepared and filed the {taxYear} return for a client in {state}.",
} as const;
