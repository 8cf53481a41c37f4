import { t } from "@taxlane/contract/i18n";
import { plainMail as message } from "../../plugins/mail/plain-mail";

export const identityMail = {
  signUpCode: (to: string, code: string) =>
    message(to, t("identity.signUpCodeSubject", { code }), [
      t("identity.signUpCodeText", { code }),
      t("identity.signUpCodeIgnore"),
    ]),

  alreadyRegistered: (to: string, signInUrl: string, resetUrl: string) =>
    message(to, t("identity.alreadyRegisteredSubject"), [
      t("identity.alreadyRegisteredText"),
      t("identity.alreadyRegisteredWayOut", { signInUrl, resetUrl }),
      t("identity.alreadyRegisteredIgnore"),
    ]),

  signInCode: (to: string, code: string) =>
    message(to, t("identity.signInCodeSubject", { code }), [
      t("identity.signInCodeText", { code }),
      t("identity.signInCodeWarning"),
    ]),

  resetPassword: (to: string, code: string, link: string) =>
    message(to, t("identity.resetPasswordSubject"), [
      t("identity.resetPasswordCode", { code }),
      t("identity.resetPasswordLink", { link }),
      t("identity.resetPasswordIgnore"),
    ]),

  emailChangeCode: (to: string, code: string) =>
    message(to, t("identity.emailChangeCodeSubject", { code }), [
      t("identity.emailChangeCodeText", { code }),
      t("identity.emailChangeCodeIgnore"),
    ]),

  emailChangeRefused: (to: string) =>
    message(to, t("identity.emailChangeRefusedSubject"), [
      t("identity.emailChangeRefusedText"),
      t("identity.emailChangeRefusedWayOut"),
    ]),

  emailChanged: (to: string, newEmail: string) =>
    message(to, t("identity.emailChangedSubject"), [
      t("identity.emailChangedText", { email: newEmail }),
      t("identity.emailChangedWarning"),
    ]),

  signInFailures: (to: string, resetUrl: string) =>
    message(to, t("identity.signInFailuresSubject"), [
      t("identity.signInFailuresText"),
      t("identity.signInFailuresReassurance"),
      t("identity.signInFailuresAdvice", { resetUrl }),
    ]),

  passwordChanged: (to: string) =>
    message(to, t("identity.passwordChangedSubject"), [
      t("identity.passwordChangedText"),
      t("identity.passwordChangedWarning"),
    ]),

  authenticatorAppRemoved: (to: string) =>
    message(to, t("identity.appRemovedSubject"), [
      t("identity.appRemovedText"),
      t("identity.secondFactorChangeWarning"),
    ]),

  recoveryCodesRenewed: (to: string) =>
    message(to, t("identity.recoveryCodesRenewedSubject"), [
      t("identity.recoveryCodesRenewedText"),
      t("identity.secondFactorChangeWarning"),
    ]),

  recoveryCodeUsed: (to: string, left: number) =>
    message(to, t("identity.recoveryCodeUsedSubject"), [
      t("identity.recoveryCodeUsedText", { left }),
      t("identity.secondFactorChangeWarning"),
    ]),
};
