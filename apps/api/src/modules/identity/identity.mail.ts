import { languageOf, t } from "@taxlane/contract/i18n";
import { momentIn } from "../../lib/spoken-dates";
import { type MailRecipient, plainMailTo as message } from "../../plugins/mail/plain-mail";
import { type PlaceCode, placeName } from "./ip-places";

/** An account as its mail is addressed: its address, in the language it keeps. */
export const recipientOf = (user: { email: string; language: string }): MailRecipient => ({
  email: user.email,
  language: languageOf(user.language),
});

/** Identity's mails, each written in its recipient's language. */
export const identityMail = {
  signUpCode: (to: MailRecipient, code: string) =>
    message(to, () => [
      t("identity.signUpCodeSubject", { code }),
      [t("identity.signUpCodeText", { code }), t("identity.signUpCodeIgnore")],
    ]),

  alreadyRegistered: (to: MailRecipient, signInUrl: string, resetUrl: string) =>
    message(to, () => [
      t("identity.alreadyRegisteredSubject"),
      [
        t("identity.alreadyRegisteredText"),
        t("identity.alreadyRegisteredWayOut", { signInUrl, resetUrl }),
        t("identity.alreadyRegisteredIgnore"),
      ],
    ]),

  signInCode: (to: MailRecipient, code: string) =>
    message(to, () => [
      t("identity.signInCodeSubject", { code }),
      [t("identity.signInCodeText", { code }), t("identity.signInCodeWarning")],
    ]),

  resetPassword: (to: MailRecipient, code: string, link: string) =>
    message(to, () => [
      t("identity.resetPasswordSubject"),
      [
        t("identity.resetPasswordCode", { code }),
        t("identity.resetPasswordLink", { link }),
        t("identity.resetPasswordIgnore"),
      ],
    ]),

  emailChangeCode: (to: MailRecipient, code: string) =>
    message(to, () => [
      t("identity.emailChangeCodeSubject", { code }),
      [t("identity.emailChangeCodeText", { code }), t("identity.emailChangeCodeIgnore")],
    ]),

  emailChangeRefused: (to: MailRecipient) =>
    message(to, () => [
      t("identity.emailChangeRefusedSubject"),
      [t("identity.emailChangeRefusedText"), t("identity.emailChangeRefusedWayOut")],
    ]),

  emailChanged: (to: MailRecipient, newEmail: string) =>
    message(to, () => [
      t("identity.emailChangedSubject"),
      [t("identity.emailChangedText", { email: newEmail }), t("identity.emailChangedWarning")],
    ]),

  signInFailures: (to: MailRecipient, resetUrl: string) =>
    message(to, () => [
      t("identity.signInFailuresSubject"),
      [
        t("identity.signInFailuresText"),
        t("identity.signInFailuresReassurance"),
        t("identity.signInFailuresAdvice", { resetUrl }),
      ],
    ]),

  passwordChanged: (to: MailRecipient) =>
    message(to, () => [
      t("identity.passwordChangedSubject"),
      [t("identity.passwordChangedText"), t("identity.passwordChangedWarning")],
    ]),

  authenticatorAppRemoved: (to: MailRecipient) =>
    message(to, () => [
      t("identity.appRemovedSubject"),
      [t("identity.appRemovedText"), t("identity.secondFactorChangeWarning")],
    ]),

  recoveryCodesRenewed: (to: MailRecipient) =>
    message(to, () => [
      t("identity.recoveryCodesRenewedSubject"),
      [t("identity.recoveryCodesRenewedText"), t("identity.secondFactorChangeWarning")],
    ]),

  recoveryCodeUsed: (to: MailRecipient, left: number) =>
    message(to, () => [
      t("identity.recoveryCodeUsedSubject"),
      [t("identity.recoveryCodeUsedText", { left }), t("identity.secondFactorChangeWarning")],
    ]),

  passkeyRemoved: (to: MailRecipient, name: string) =>
    message(to, () => [
      t("passkeys.removedSubject"),
      [t("passkeys.removedText", { name }), t("passkeys.removedWarning")],
    ]),

  newSignIn: (
    to: MailRecipient,
    details: { device: string; place: PlaceCode; at: Date; zone: string },
    link: string,
  ) =>
    message(to, () => [
      t("devices.newSignInSubject"),
      [
        t("devices.newSignInText"),
        t("devices.newSignInDetails", {
          device: details.device,
          place: placeName(details.place),
          time: momentIn(details.at, details.zone),
        }),
        t("devices.newSignInEndIt", { link }),
        t("devices.newSignInAdvice"),
      ],
    ]),
};
