/** Where a person is signed in: device names, places, the new-device mail and the end-session page. */
export const devices = {
  unknownDevice: "Unknown device",
  taxlaneApp: "Taxlane app",
  /** "Chrome on Windows". */
  browserOnSystem: "{browser} on {system}",
  thisNetwork: "This network",
  unknownPlace: "Unknown place",
  /** DB-IP's licence (CC BY 4.0) asks for this wherever places from its database are shown. */
  placesAttribution: "Places by DB-IP (db-ip.com)",
  sessionNotFound: "That session was not found. It may have ended already.",
  newSignInSubject: "New sign-in to your Taxlane account",
  newSignInText: "Your Taxlane account was just signed in to from a device it had not seen before.",
  newSignInDetails: "Device: {device}\nPlace (approximate): {place}\nTime: {time}",
  newSignInEndIt: "Not you? End that session now: {link}",
  newSignInAdvice:
    "If it was not you, also change your password, and add an authenticator app or a passkey if you have not yet. If it was you, there is nothing to do.",
  endSessionLinkInvalid:
    "This link is not valid. Sign in and end the session from your account's security page.",
  endSessionTitle: "End the session",
  endSessionLead: "This ends the sign-in the e-mail told you about. That device will have to sign in again.",
  endSessionButton: "End the session",
  endingSession: "Ending…",
  endSessionDoneTitle: "The session has ended",
  endSessionDoneText:
    "That device is signed out. If the sign-in was not yours, sign in and change your password now.",
  endSessionNoToken: "Open the link from the e-mail again: this address has no session in it.",
  signIn: "Sign in",
} as const;
