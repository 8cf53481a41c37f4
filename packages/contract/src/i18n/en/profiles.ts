/** Texts of the profile forms that both the web and the server show. */
export const profiles = {
  pricingAttachmentMissing: "Please attach your standard price list.",
  credentialStateMissing: "Please choose the state that issued it.",
  licenseNumberMissing: "Please enter valid license number",
  enrolledAgentNumberMissing: "Please enter valid enrolled agent number",
  afspRecordMissing: "Please attach your Annual Filing Season Program record.",
  professionalNotFound: "We could not find that tax professional.",
  ownProfileNotFound: "Your profile could not be found.",
  emailChangeCodeRequired: "Please enter the code we sent to your new e-mail address.",
  reviewHiredOnly: "You can only review a professional you have hired.",
  alreadyReviewed: "You have already reviewed this professional. Thank you!",
  invitationInvalid: "That invitation link is not valid. Please ask your tax professional for a new one.",
} as const;
