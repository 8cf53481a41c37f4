/** Second factors (authenticator apps, passkeys, recovery codes) and the list of signed-in devices. */
export const security = {
  codeFormat: "Enter the 6-digit code your authenticator app shows.",
  recoveryCodeFormat: "Enter one of your recovery codes, like 4F7K-92QX-HM3D.",
  passkeyNameRequired: "Give this passkey a name, like “Work laptop”, so you can tell it apart later.",
  passkeyNameTooLong: "Keep the name to 60 characters or fewer.",
  passkeyAnswerUnreadable: "Your browser's passkey answer could not be read. Try again.",
  supportReferenceRequired: "Enter the support request this reset answers.",
  identityVerifiedRequired: "Confirm that you verified the person's identity before resetting their factors.",
};
