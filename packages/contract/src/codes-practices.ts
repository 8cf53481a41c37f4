/**
 * A practice's roles and what each may do: the one table the API enforces per endpoint (each entry of
 * the endpoint table open to professionals names the capability it needs, `access.practice`) and the
 * web's "What each role may do" prints. Plain objects, no zod: a page showing a label loads none.
 * Words come from the catalog (`i18n/en/practices.ts`).
 */
import { practices as words } from "./i18n/en/practices";

export const PRACTICE_ROLES = ["owner", "preparer", "reviewer", "assistant"] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];

/**
 * What a member may do. `quotes` is answering the requests routed to them with a price (sending,
 * confirming, declining quotes, reading their prices; `payments` is the money after). `clients` is seeing the clients and their jobs (the client list, a job's page
 * and timeline); `jobs` is working on a job (its organizer, stages, the return, filing); which jobs is
 * `allJobs` (every job of the practice) or, without it, the jobs assigned to them. An assistant serves
 * every client (documents, messages, appointments) without working any return. `account` is the person's own account (sign-in, security, profile, notices):
 * every member holds it, so the calls that touch nothing of the practice name it too.
 */
export const PRACTICE_CAPABILITIES = [
  "members",
  "payments",
  "quotes",
  "revealSensitive",
  "signatures",
  "documents",
  "messages",
  "appointments",
  "clients",
  "jobs",
  "allJobs",
  "account",
] as const;
export type PracticeCapability = (typeof PRACTICE_CAPABILITIES)[number];

/** A cell of the table: held, not held, or held when the owner ticks "sees every job". */
export type PracticeGrant = boolean | "whenSeesAllJobs";

/** The role table, by role then capability. */
export const practiceRoleTable: Readonly<
  Record<PracticeRole, Readonly<Record<PracticeCapability, PracticeGrant>>>
> = {
  owner: {
    members: true,
    payments: true,
    quotes: true,
    revealSensitive: true,
    signatures: true,
    documents: true,
    messages: true,
    appointments: true,
    clients: true,
    jobs: true,
    allJobs: true,
    account: true,
  },
  preparer: {
    members: false,
    payments: false,
    quotes: true,
    revealSensitive: true,
    signatures: true,
    documents: true,
    messages: true,
    appointments: true,
    clients: true,
    jobs: true,
    allJobs: "whenSeesAllJobs",
    account: true,
  },
  reviewer: {
    members: false,
    payments: false,
    quotes: true,
    revealSensitive: true,
    signatures: true,
    documents: true,
    messages: true,
    appointments: false,
    clients: true,
    jobs: true,
    allJobs: true,
    account: true,
  },
  assistant: {
    members: false,
    payments: false,
    quotes: false,
    revealSensitive: false,
    signatures: false,
    documents: true,
    messages: true,
    appointments: true,
    clients: true,
    jobs: false,
    allJobs: true,
    account: true,
  },
};

/** Whether a member of this role (with or without "sees every job" ticked) holds the capability. */
export function practiceRoleMay(
  role: PracticeRole,
  capability: PracticeCapability,
  seesAllJobs: boolean,
): boolean {
  const grant = practiceRoleTable[role][capability];
  return grant === "whenSeesAllJobs" ? seesAllJobs : grant;
}

/** Whether "sees every job" means anything for the role (only a preparer's is the owner's choice). */
export const practiceRoleChoosesAllJobs = (role: PracticeRole): boolean =>
  practiceRoleTable[role].allJobs === "whenSeesAllJobs";

/** Each role's name and one line saying what it is for. */
export const practiceRoleTexts: Readonly<Record<PracticeRole, { name: string; summary: string }>> = {
  owner: { name: words.roleOwner, summary: words.roleOwnerSummary },
  preparer: { name: words.rolePreparer, summary: words.rolePreparerSummary },
  reviewer: { name: words.roleReviewer, summary: words.roleReviewerSummary },
  assistant: { name: words.roleAssistant, summary: words.roleAssistantSummary },
};

/** Each capability as a row of the table reads, and as a refusal names it ("…does not include {what}"). */
export const practiceCapabilityTexts: Readonly<Record<PracticeCapability, { label: string; what: string }>> =
  {
    members: { label: words.capabilityMembers, what: words.cannotMembers },
    payments: { label: words.capabilityPayments, what: words.cannotPayments },
    quotes: { label: words.capabilityQuotes, what: words.cannotQuotes },
    revealSensitive: { label: words.capabilityRevealSensitive, what: words.cannotRevealSensitive },
    signatures: { label: words.capabilitySignatures, what: words.cannotSignatures },
    documents: { label: words.capabilityDocuments, what: words.cannotDocuments },
    messages: { label: words.capabilityMessages, what: words.cannotMessages },
    appointments: { label: words.capabilityAppointments, what: words.cannotAppointments },
    clients: { label: words.capabilityClients, what: words.cannotClients },
    jobs: { label: words.capabilityJobs, what: words.cannotJobs },
    allJobs: { label: words.capabilityAllJobs, what: words.cannotAllJobs },
    account: { label: words.capabilityAccount, what: words.cannotAccount },
  };

/** The longest practice name. */
export const MAX_PRACTICE_NAME = 120;
/** The longest practice address (free text, a few lines). */
export const MAX_PRACTICE_ADDRESS = 500;
/** Days an invitation to join a practice stays open. */
export const PRACTICE_INVITATION_DAYS = 7;
/** Entries of a practice's log a page shows unless the caller asks for fewer or more. */
export const PRACTICE_LOG_PAGE = 50;
/** The most entries of a practice's log one page holds. */
export const MAX_PRACTICE_LOG_PAGE = 100;
