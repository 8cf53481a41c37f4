import type { PracticeRole } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type MailRecipient, plainMailTo as message } from "../../plugins/mail/plain-mail";

/** Each role's name and one line, as the invitation says them in its reader's language. */
const roleWords = {
  owner: () => [t("practiceInvitationMail.roleOwner"), t("practiceInvitationMail.roleOwnerSummary")],
  preparer: () => [t("practiceInvitationMail.rolePreparer"), t("practiceInvitationMail.rolePreparerSummary")],
  reviewer: () => [t("practiceInvitationMail.roleReviewer"), t("practiceInvitationMail.roleReviewerSummary")],
  assistant: () => [
    t("practiceInvitationMail.roleAssistant"),
    t("practiceInvitationMail.roleAssistantSummary"),
  ],
} satisfies Record<PracticeRole, () => [string, string]>;

/** The mails the practices module sends, each in its reader's language. */
export const practicesMail = {
  /** The invitation with its link; the role's one line says what joining means. */
  invitation: (
    to: MailRecipient,
    words: { inviter: string; practice: string; role: PracticeRole; link: string },
  ) =>
    message(to, () => {
      const values = { inviter: words.inviter, practice: words.practice };
      const [role, roleSummary] = roleWords[words.role]();
      return [
        t("practiceInvitationMail.subject", values),
        [
          t("practiceInvitationMail.text", { ...values, role, roleSummary }),
          t("practiceInvitationMail.link", { link: words.link }),
          t("practiceInvitationMail.ignore"),
        ],
      ];
    }),
};
