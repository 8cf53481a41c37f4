import { plainMail as message } from "../../plugins/mail/plain-mail";

export const identityMail = {
  signUpCode: (to: string, code: string) =>
    message(to, `${code} is your Taxlane sign-up code`, [
      `Your code to finish signing up is ${code}.`,
      "It is valid for 10 minutes. If you did not start signing up for Taxlane, you can ignore this e-mail.",
    ]),

  alreadyRegistered: (to: string, signInUrl: string, resetUrl: string) =>
    message(to, "You already have a Taxlane account", [
      "Someone, probably you, tried to sign up for Taxlane with this e-mail address, which already has an account.",
      `Sign in at ${signInUrl}, or if you forgot your password, reset it at ${resetUrl}.`,
      "If it was not you, you can ignore this e-mail: your account is unchanged.",
    ]),

  signInCode: (to: string, code: string) =>
    message(to, `${code} is your Taxlane sign-in code`, [
      `Your code to finish signing in is ${code}.`,
      "It is valid for 10 minutes. If you did not try to sign in, change your password: someone knows it.",
    ]),

  resetPassword: (to: string, code: string, link: string) =>
    message(to, "Reset your Taxlane password", [
      `Your code to reset your password is ${code}. It is valid for 10 minutes.`,
      `Or open this link within an hour to choose a new password: ${link}`,
      "If you did not ask for this, you can ignore this e-mail: your password is unchanged.",
    ]),

  emailChangeCode: (to: string, code: string) =>
    message(to, `${code} is your Taxlane code to change your e-mail`, [
      `Your code to make this your Taxlane e-mail address is ${code}.`,
      "It is valid for 10 minutes. If you did not ask for this, you can ignore this e-mail.",
    ]),

  emailChangeRefused: (to: string) =>
    message(to, "This address already has a Taxlane account", [
      "Someone signed in to Taxlane tried to move their account to this e-mail address, which already has an account of its own.",
      "Nothing was changed. If it was you, sign in to the other account instead, or choose another address.",
    ]),

  emailChanged: (to: string, newEmail: string) =>
    message(to, "Your Taxlane e-mail address was changed", [
      `Your Taxlane account now uses ${newEmail}; mail about your account goes there from now on.`,
      "If you did not do this, contact us at once.",
    ]),

  signInFailures: (to: string, resetUrl: string) =>
    message(to, "Several failed sign-ins to your Taxlane account", [
      "Someone tried several times in the past day to sign in to your Taxlane account with a wrong password or code, from a device that had not signed in to it before.",
      "If it was you, there is nothing to do. If not, your password kept them out. Your own devices still sign in as usual; a new device may be asked to wait a while, which resetting your password ends.",
      `If your password is short or used elsewhere too, choose a new one: ${resetUrl}`,
    ]),

  passwordChanged: (to: string) =>
    message(to, "Your Taxlane password was changed", [
      "The password of your Taxlane account was just changed, and every other session was signed out.",
      "If you did not do this, reset your password at once and contact us.",
    ]),
};
