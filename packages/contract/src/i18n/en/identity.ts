/** Sign-up, sign-in, passwords and e-mail addresses: the mail the API sends and its refusals. */
export const identity = {
  signUpCodeSubject: "{code} is your Taxlane sign-up code",
  signUpCodeText: "Your code to finish signing up is {code}.",
  signUpCodeIgnore:
    "It is valid for 10 minutes. If you did not start signing up for Taxlane, you can ignore this e-mail.",
  alreadyRegisteredSubject: "You already have a Taxlane account",
  alreadyRegisteredText:
    "Someone, probably you, tried to sign up for Taxlane with this e-mail address, which already has an account.",
  alreadyRegisteredWayOut: "Sign in at {signInUrl}, or if you forgot your password, reset it at {resetUrl}.",
  alreadyRegisteredIgnore: "If it was not you, you can ignore this e-mail: your account is unchanged.",
  signInCodeSubject: "{code} is your Taxlane sign-in code",
  signInCodeText: "Your code to finish signing in is {code}.",
  signInCodeWarning:
    "It is valid for 10 minutes. If you did not try to sign in, change your password: someone knows it.",
  resetPasswordSubject: "Reset your Taxlane password",
  resetPasswordCode: "Your code to reset your password is {code}. It is valid for 10 minutes.",
  resetPasswordLink: "Or open this link within an hour to choose a new password: {link}",
  resetPasswordIgnore: "If you did not ask for this, you can ignore this e-mail: your password is unchanged.",
  emailChangeCodeSubject: "{code} is your Taxlane code to change your e-mail",
  emailChangeCodeText: "Your code to make this your Taxlane e-mail address is {code}.",
  emailChangeCodeIgnore:
    "It is valid for 10 minutes. If you did not ask for this, you can ignore this e-mail.",
  emailChangeRefusedSubject: "This address already has a Taxlane account",
  emailChangeRefusedText:
    "Someone signed in to Taxlane tried to move their account to this e-mail address, which already has an account of its own.",
  emailChangeRefusedWayOut:
    "Nothing was changed. If it was you, sign in to the other account instead, or choose another address.",
  emailChangedSubject: "Your Taxlane e-mail address was changed",
  emailChangedText: "Your Taxlane account now uses {email}; mail about your account goes there from now on.",
  emailChangedWarning: "If you did not do this, contact us at once.",
  signInFailuresSubject: "Several failed sign-ins to your Taxlane account",
  signInFailuresText:
    "Someone tried several times in the past day to sign in to your Taxlane account with a wrong password or code, from a device that had not signed in to it before.",
  signInFailuresReassurance:
    "If it was you, there is nothing to do. If not, your password kept them out. Your own devices still sign in as usual; a new device may be asked to wait a while, which resetting your password ends.",
  signInFailuresAdvice: "If your password is short or used elsewhere too, choose a new one: {resetUrl}",
  passwordChangedSubject: "Your Taxlane password was changed",
  passwordChangedText:
    "The password of your Taxlane account was just changed, and every other session was signed out.",
  passwordChangedWarning: "If you did not do this, reset your password at once and contact us.",
  appRemovedSubject: "The authenticator app was removed from your Taxlane account",
  appRemovedText:
    "The authenticator app of your Taxlane account was just removed; signing in no longer asks for its codes.",
  recoveryCodesRenewedSubject: "New recovery codes for your Taxlane account",
  recoveryCodesRenewedText:
    "Ten new recovery codes were just made for your Taxlane account; the ones you had before no longer work.",
  recoveryCodeUsedSubject: "A recovery code was used to sign in to your Taxlane account",
  recoveryCodeUsedText:
    "Someone just signed in to your Taxlane account with one of your recovery codes. {left, plural, =0 {You have no recovery codes left: make new ones on your security page.} one {You have 1 recovery code left.} other {You have # recovery codes left.}}",
  secondFactorChangeWarning:
    "If you did not do this, reset your password at once and contact us: someone else may be signed in to your account.",
  codeSentMomentsAgo: "A code was sent moments ago. You can ask for another in {seconds} seconds.",
  tooManyCodes: "You have asked for {count} codes in the last hour. Please try again in {minutes} minutes.",
  wrongCredentials: "The e-mail or password is incorrect.",
  suspended: "This account is suspended. Write to support if you think this is a mistake.",
  twoFactorStaysOnForOperators: "Two-factor sign-in stays on for operators.",
  twoFactorStaysOnForProfessionals:
    "Two-factor sign-in stays on for tax professionals, who hold their clients' data.",
  currentPasswordWrong: "Your current password is not correct.",
  samePassword: "Choose a password different from your current one.",
  resetLinkExpired: "This reset link has expired or was already used. Please ask for a new one.",
  passwordTooCommon: "This password is too common and easy to guess. Please choose another one.",
  tooManySignIns: "Too many sign-in attempts. Please wait {wait} and try again, or reset your password.",
  waitSeconds: "{seconds} seconds",
  waitMinutes: "{minutes} minutes",
} as const;
