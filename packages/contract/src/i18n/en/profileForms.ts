/**
 * The profile form refusals the contract's own text objects hold (`profileTexts`, the credentials
 * checks). Apart from the profile pages' words, so the schemas every page loads carry only these.
 */
export const profileForms = {
  pricingAttachmentMissing: "Please attach your standard price list.",
  credentialStateMissing: "Please choose the state that issued it.",
  licenseNumberMissing: "Please enter valid license number",
  enrolledAgentNumberMissing: "Please enter valid enrolled agent number",
  afspRecordMissing: "Please attach your Annual Filing Season Program record.",
} as const;
