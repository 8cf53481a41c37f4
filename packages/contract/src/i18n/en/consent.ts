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
  disclosureHeading: "Sharing beyond your professional",
  withdrawQuestion: "Withdraw your consent?",
  withdrawText: "Your professional keeps what they need for your return, and shows it to no other practice.",
  onlyProfessionalSees: "Only your professional sees your answers and files.",
  supportHeading: "Help from Taxlane support",
  supportCloseQuestion: "Close your support case?",
  supportCloseText: "Our support team will no longer see your answers and files.",
  supportClose: "Close support case",
  supportNeedLabel: "What do you need help with?",
  supportNeedPlaceholder: "Tell us what you need help with.",
  supportOpen: "Open a support case",
  agreedOn: "You agreed on {date}.",
  withdraw: "Withdraw",
  withdrawConsent: "Withdraw consent",
  supportCaseOpen:
    "Your support case is open: our support team can read this tax preparation's answers and files until {until}.",
  closeCase: "Close case",
  supportCannotSee:
    "Our support team cannot see your answers and files. If you open a support case, they can read this tax preparation's organizer answers and files for {hours} hours, or until you close it. Every look is recorded.",
  agree: "I agree",
} as const;
