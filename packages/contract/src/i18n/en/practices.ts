/**
 * Practices (firms of tax professionals): the roles and what each may do, as the role table
 * (`codes-practices.ts`) names them, and what the API says of practices, members and invitations.
 */
export const practices = {
  roleOwner: "Owner",
  rolePreparer: "Preparer",
  roleReviewer: "Reviewer",
  roleAssistant: "Assistant",
  roleOwnerSummary: "Runs the practice: members, billing and payments, and every job.",
  rolePreparerSummary:
    "Prepares the returns of their assigned jobs (or every job, when you allow it), with the client's documents, messages and signatures.",
  roleReviewerSummary:
    "Reviews and signs off every job, sends the 8879 for signature, and reads documents and messages.",
  roleAssistantSummary:
    "Handles documents, messages and appointments; never sees sensitive values, payments or billing.",

  capabilityMembers: "Members, invitations and the practice's details",
  capabilityPayments: "Invoices, payments, payouts and the plan",
  capabilityQuotes: "Quotes: answering requests with a price, confirming and declining, the invitation link",
  capabilityRevealSensitive: "Reveal sensitive values (Social Security and bank account numbers)",
  capabilitySignatures: "Engagement letters and signature requests (8879)",
  capabilityDocuments: "Clients' documents",
  capabilityMessages: "Messages and reminders to clients",
  capabilityAppointments: "Appointments and availability",
  capabilityClients: "Clients and their jobs: the client list, each job's page and timeline",
  capabilityJobs: "Work on tax preparations: organizer, stages, the return, filing",
  capabilityAllJobs: "Every job of the practice, not only those assigned",
  capabilityAccount: "Their own account: sign-in, security, profile and notices",
  grantYes: "Yes",
  grantNo: "No",
  grantWhenSeesAllJobs: 'When "sees every job" is ticked',

  cannotMembers: "managing the practice's members and details",
  cannotPayments: "billing and payments",
  cannotQuotes: "quotes",
  cannotRevealSensitive: "revealing sensitive values",
  cannotSignatures: "engagement letters and signature requests",
  cannotDocuments: "clients' documents",
  cannotMessages: "messages to clients",
  cannotAppointments: "appointments",
  cannotClients: "the practice's clients",
  cannotJobs: "working on tax preparations",
  cannotAllJobs: "every job of the practice",
  cannotAccount: "your own account",
  roleCannot:
    "Your role in {practice} ({role}) does not include {what}. Ask the practice's owner if you need it.",

  nameRequired: "Enter the practice's name.",
  nameTooLong: "The practice's name can be at most {max} characters.",
  addressTooLong: "The address can be at most {max} characters.",
  efinInvalid:
    "An EFIN is the 7 digits the IRS gave you for e-filing. Enter them without spaces, or leave it empty.",
  roleInvalid: "Choose a role: Owner, Preparer, Reviewer or Assistant.",
  seesAllJobsInvalid: 'Say whether the member sees every job: tick "Sees every job" or leave it.',
  invitationIdInvalid: "Choose an invitation from the list of pending invitations.",
  userIdInvalid: "Choose a member from the list of your practice's members.",
  tokenRequired: "Open the link from the invitation e-mail; it carries the invitation's key.",

  notInPractice:
    "You are not part of a practice. Make your account a practice first, or accept an invitation to one.",
  alreadyInPractice:
    "You already belong to a practice, so your account cannot become another one. Leave it first.",
  alreadyMember: "{email} is already a member of your practice.",
  inOtherPractice:
    "{email} already belongs to another practice. They need to leave it before they can join yours.",
  notProfessional:
    "{email} is not a tax professional's account, so it cannot join a practice. Ask for the e-mail of their professional account.",
  inviteSelf: "You are already a member of your practice.",
  invitationNotFound: "We could not find this invitation. Ask the practice's owner to send you a new one.",
  invitationExpired:
    "This invitation expired: invitations stay open for 7 days. Ask the practice's owner to send you a new one.",
  invitationRevoked:
    "This invitation was withdrawn by the practice. Ask the practice's owner if you should still join.",
  invitationUsed: "This invitation was already accepted. Sign in with the account that accepted it.",
  invitationNotPending: "This invitation is no longer pending, so there is nothing to withdraw.",
  invitationOtherEmail:
    "This invitation was sent to {email}. Sign in with that account to accept it, or ask the practice's owner to invite the e-mail you use.",
  acceptInPractice: "You already belong to a practice. Leave it before you join another one.",
  memberNotFound: "This person is not a member of your practice.",
  lastOwner: "Your practice needs at least one owner. Make another member an owner first.",
  lastOwnerLeaves:
    "You are your practice's only owner, so you cannot leave it. Make another member an owner first.",

  seatsNeedPlan:
    "Your plan includes {included} members. Subscribe to the Standard plan to add more: each further member is charged per seat.",
  seatsFullToJoin:
    "{practice} has the {included} members its plan includes. Ask its owner to subscribe to the Standard plan, then accept again.",
  logLimitInvalid: "Ask for between 1 and {max} entries of the log at a time.",
} as const;
