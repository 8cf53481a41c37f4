/** Consent to share tax information, and the support cases it opens. */
export const consent = {
  staleVersion:
    "The consent text has changed since you opened it. Read it again and agree to the current one.",
  supportMessageRequired: "Tell our support team what you need help with.",
  supportNoLiveCase:
    "This taxpayer has no open support case for this tax preparation, or it has ended: their answers and files stay private.",
  jobNotFound: "We could not find that tax preparation.",
  supportCaseNotFound: "We could not find that support case.",
  supportCaseAlreadyOpen: "A support case is already open for this tax preparation.",
} as const;
