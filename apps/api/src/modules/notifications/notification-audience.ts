import { type NotificationKind, RoleId } from "@taxlane/contract";

/**
 * The kinds of notice that can reach each role, as the reminder sources (modules/reminders) address
 * them: organizer answers, requested documents and estimated tax go to the job's taxpayer; billing
 * notices are a trial's end and a renewal to the professional who holds the plan, and an unpaid
 * invoice to the taxpayer who owes it; appointment reminders to both people;
 * "requests" to the professional a request waits on and to the taxpayer whose request was widened;
 * "tax-notices" (a letter's deadline coming) to both sides of the job; a new message, a to-do item, a
 * rejected filing and an appointment's answer to either side, a signature asked for to the taxpayer;
 * security mail to everyone. A settings list offers only these, so nobody is asked about notices
 * that never come to them.
 */
const kindsByRole: Readonly<Record<number, readonly NotificationKind[]>> = {
  [RoleId.taxpayer]: [
    "organizer",
    "documents",
    "appointments",
    "estimated-tax",
    "billing",
    "requests",
    "tax-notices",
    "messages",
    "todo",
    "signatures",
    "filing-rejected",
    "appointment-decisions",
    "security",
  ],
  [RoleId.expert]: [
    "appointments",
    "billing",
    "requests",
    "tax-notices",
    "messages",
    "todo",
    "filing-rejected",
    "appointment-decisions",
    "security",
  ],
};

/** The kinds a person of `roleId` can receive; an operator (or any other role) only security mail. */
export function notificationKindsFor(roleId: number): readonly NotificationKind[] {
  return kindsByRole[roleId] ?? ["security"];
}
