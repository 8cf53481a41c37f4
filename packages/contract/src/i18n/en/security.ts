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
};
