/** Second factors (authenticator apps, passkeys, recovery codes) and the list of signed-in devices. */
export const security = {
  codeFormat: "Enter the 6-digit code your authenticator app shows.",
  recoveryCodeFormat: "Enter one of your recovery codes, like 4F7K-92QX-HM3D.",
  passkeyNameRequired: "Give this passkey a name, like “Work laptop”, so you can tell it apart later.",
  passkeyNameTooLong: "Keep the name to 60 characters or fewer.",
  passkeyAnswerUnreadable: "Your browser's passkey answer could not be read. Try again.",
  supportReferenceRequired: "Enter the support request this reset answers.",
  identityVerifiedRequired: "Confirm that you verified the person's identity before resetting their factors.",
  noAppSetupStarted:
    "Start setting up the authenticator app again: scan the new QR code, then enter its code.",
  appCodeWrong:
    "That code does not match. Enter the code your authenticator app shows now, and check your phone's time is set automatically.",
  noAppToRemove: "There is no authenticator app on your account to remove.",
  lastStrongFactor:
    "Your role must sign in with an authenticator app or a passkey, and this app is your last one. Add a passkey, or set up a new app (it replaces this one), first.",
  recoveryCodesNeedFactor:
    "Recovery codes come with an authenticator app or a passkey. Add one of them first.",
  recoveryCodeWrong: "That recovery code is not right or was already used. Check it, or use another one.",
  factorsResetSubject: "Your Taxlane sign-in factors were reset",
  factorsResetText:
    "Taxlane support reset your sign-in factors after your request {reference}: your authenticator app, passkeys and recovery codes were removed, and you were signed out everywhere.",
  factorsResetNextRequired:
    "Sign in again with your password and the code we e-mail you, then add a new authenticator app or passkey before you continue: {url}",
  factorsResetNextOptional:
    "Sign in again with your password as before. You can add a new authenticator app or passkey in your security settings: {url}",
  factorsResetNotYou:
    "If you did not ask for this, write to our support team at once at {supportEmail}: someone may be trying to take over your account.",
} as const;
