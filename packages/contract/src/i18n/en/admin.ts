/** The operator console: its form refusals, and what checking a professional or an account tells people. */
export const admin = {
  refusalReasonRequired: "Say why the credentials are refused: the professional reads it.",
  cannotSuspendSelf: "You cannot suspend your own account.",
  notAProfessional: "That account is not a tax professional's.",
  actionReasonRequired: "Give a reason: it is kept in the audit log with this action.",
  accountNotFound: "We could not find that account.",
  alreadyVerified: "These credentials are already verified.",
  credentialsVerifiedTitle: "Your credentials are verified",
  credentialsVerifiedText:
    "Our team checked your credentials. Your profile and directory card now show the verified badge.",
  credentialsRefusedTitle: "We could not verify your credentials",
  credentialsRefusedText:
    "Our team could not verify the credentials on your profile: {reason} Write to our support team with the corrected details and we will check them again.",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
} as const;
