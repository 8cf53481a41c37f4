import { practices } from "./practices";

/**
 * The invitation a practice's owner mails to a tax professional: a mail, so it is written in the
 * invitee's language (the practice pages themselves stay English). The roles read as the role table
 * names them.
 */
export const practiceInvitationMail = {
  subject: "{inviter} invites you to join {practice} on Taxlane",
  text: "{inviter} invites you to join {practice} on Taxlane as {role}. {roleSummary}",
  link: "To accept, open this link within 7 days and sign in with your tax professional account (or create one with this e-mail): {link}",
  ignore: "If you do not want to join, ignore this e-mail: nothing changes.",
  roleOwner: practices.roleOwner,
  rolePreparer: practices.rolePreparer,
  roleReviewer: practices.roleReviewer,
  roleAssistant: practices.roleAssistant,
  roleOwnerSummary: practices.roleOwnerSummary,
  rolePreparerSummary: practices.rolePreparerSummary,
  roleReviewerSummary: practices.roleReviewerSummary,
  roleAssistantSummary: practices.roleAssistantSummary,
} as const;
