/** Signing from the signer's side, as the API says them: the identity check, refusals, notices. */
export const signing = {
  testCheckName: "Test identity check",
  providerCheckName: "Online identity check",
  linkNotFound:
    "This signing link does not work. It may be incomplete, or a newer e-mail replaced it. Open the link in the latest e-mail about this document, or ask your professional to send it again.",
  otherSession:
    "This signing link was sent to {name}. Sign out first, or ask your professional to send the link to you.",
  requestWithdrawn:
    "Your professional withdrew this document, so it can no longer be signed. Ask them whether a new one is on its way.",
  requestExpired:
    "This document waited for signatures until {date} and can no longer be signed. Ask your professional to send it again.",
  alreadySigned: "You signed this on {date}.",
  identityNotAsked: "This document does not ask for an identity check. You can sign it now.",
  identityAlreadyConfirmed: "Your identity is already confirmed. You can sign now.",
  identityNoTriesLeft:
    "Both identity check tries are used. Ask your professional to verify you in person or by video call, or print the signature page, sign it by hand and upload it here.",
  identityServiceDown: "The identity check service did not answer. Try again in a few minutes.",
  identityFirst: "Confirm your identity first, then sign.",
  paperNotYet:
    "A hand-signed page can be uploaded only after both identity check tries did not pass. Check your identity first.",
  paperWaiting: "Your hand-signed page is waiting for your professional to look at it.",
  paperFileRequired: "Choose the signed page to upload: a PDF, JPG or PNG file.",
  paperUnreadable:
    "Your uploaded page could not be added to the signed copy: the file could not be read. Ask the signer to upload it again.",
  signedCopyNotReady: "The signed copy is made once every signer has signed. It is not ready yet.",
  signerNotFound: "This signer was not found among your signature requests.",
  requestNotWaiting: "This request is no longer waiting for signatures, so it cannot be changed.",
  verifyNotNeeded: "This signer's identity is already confirmed; there is nothing to verify.",
  verifyNotAsked: "This document does not ask for an identity check; there is nothing to verify.",
  signerAlreadySigned: "This signer has already signed.",
  noPaperWaiting: "There is no hand-signed page waiting from this signer.",
  signedTitle: "{signer} signed “{title}”",
  signedText: "{signer} signed “{title}”. Open the job's Signatures tab to see where it stands.",
  paperUploadedTitle: "{signer} uploaded a hand-signed page",
  paperUploadedText:
    "{signer} uploaded a hand-signed page for “{title}”. Look at it and accept or send it back on the job's Signatures tab.",
  paperRejectedTitle: "Your hand-signed page for “{title}” was sent back",
  paperRejectedText:
    "{professional} sent your hand-signed page for “{title}” back: {note} Print the page, sign it and upload it again.",
  paperRejectedMailText:
    "{professional} sent your hand-signed page for “{title}” back: {note} Print the page, sign it and upload it again here: {url}",
  paperAcceptedTitle: "Your hand-signed page for “{title}” was accepted",
  paperAcceptedText: "{professional} accepted your hand-signed page for “{title}” as your signature.",
  completedTitle: "“{title}” is signed by everyone",
  completedText:
    "Every signer has signed “{title}”. The signed copy, with its signature certificate, is on the job's Signatures tab.",
  signedCopyMailSubject: "Your signed copy of “{title}” is ready",
  signedCopyMailText:
    "Every signer has signed “{title}”. Download the signed copy, with its signature certificate, here: {url}",
  mailGreeting: "Hello {name},",
  certificateNoCheckMethod: "Signing link sent by e-mail",
  certificateNoCheckResult: "no identity check asked",
  certificatePassed: "passed",
  certificateInPersonMethod: "Verified in person",
  certificateVideoMethod: "Verified by video call",
  certificateVerifiedBy: "by {professional}",
  certificatePaperMethod: "Signed on paper",
  certificatePaperResult: "accepted by {professional}",
  certificateIpUnknown: "not recorded",
} as const;
