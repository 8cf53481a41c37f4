import { type PracticeRole, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { plainMail as message } from "../../plugins/mail/plain-mail";

/** The mails the practices module sends. */
export const practicesMail = {
  /** The invitation with its link; the role's one line says what joining means. */
  invitation: (
    to: string,
    words: { inviter: string; practice: string; role: PracticeRole; link: string },
  ) => {
    const values = { inviter: words.inviter, practice: words.practice };
    return message(to, t("practices.invitationMailSubject", values), [
      t("practices.invitationMailText", {
        ...values,
        role: practiceRoleTexts[words.role].name,
        roleSummary: practiceRoleTexts[words.role].summary,
      }),
      t("practices.invitationMailLink", { link: words.link }),
      t("practices.invitationMailIgnore"),
    ]);
  },
};
