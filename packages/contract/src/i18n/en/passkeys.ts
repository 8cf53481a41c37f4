/** Passkeys (WebAuthn): adding one, signing in with one, removing one. */
export const passkeys = {
  registrationExpired: "This passkey request has expired. Start adding the passkey again.",
  registrationFailed:
    "Your browser's passkey could not be checked, so it was not added. Try again, or use another device.",
  alreadyRegistered: "This passkey is already added to an account. Use another one, or sign in with it.",
  tooMany: "An account can hold {max} passkeys. Remove one you no longer use before adding another.",
  notFound: "That passkey was not found on your account.",
  passwordWrong: "Your password is not correct.",
  lastStrongFactor:
    "This is your last passkey and you have no authenticator app. Your role must sign in with one of them: add an authenticator app or another passkey before removing this one.",
  signInExpired: "This passkey sign-in has expired or was already used. Start signing in again.",
  signInStepExpired: "Your sign-in has expired. Enter your e-mail and password again.",
  noPasskeyOnAccount: "This account has no passkey yet. Choose another way to confirm it's you.",
  unknownPasskey:
    "This passkey is not one Taxlane knows. It may have been removed: sign in another way and add it again.",
  notThisAccount: "This passkey belongs to another account. Use a passkey you added to this account.",
  signInFailed: "Your passkey could not be checked. Try again, or choose another way to sign in.",
  removedSubject: "A passkey was removed from your Taxlane account",
  removedText: "The passkey “{name}” was removed from your account. It can no longer sign you in.",
  removedWarning:
    "If you did not do this, change your password now and check your second factors and signed-in devices in your account settings.",
} as const;
