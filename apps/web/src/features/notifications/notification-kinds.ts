import { notificationKinds } from "@taxlane/contract/i18n/local/notificationKinds";
import { notifications } from "@taxlane/contract/i18n/local/notifications";
import { EXPERT_ROLE, TAXPAYER_ROLE } from "../../entities/account";

/**
 * The kinds of notice as the pages name them. Kept here without zod (the contract's `reminders.ts`
 * has schemas), so the public unsubscribe page stays light; the contract's kinds are the same keys.
 */
export const kindLabels: Record<string, string> = {
  organizer: notificationKinds.organizer,
  documents: notificationKinds.documents,
  appointments: notificationKinds.appointments,
  "estimated-tax": notificationKinds.estimatedTax,
  billing: notificationKinds.billing,
  requests: notificationKinds.requests,
  "tax-notices": notificationKinds.taxNotices,
  messages: notificationKinds.messages,
  todo: notificationKinds.todo,
  signatures: notificationKinds.signatures,
  "filing-rejected": notificationKinds.filingRejected,
  "appointment-decisions": notificationKinds.appointmentDecisions,
  security: notificationKinds.security,
};

/**
 * Where one kind means something else to each role: "requests" tells a taxpayer that more
 * professionals were introduced to their request, and a professional that a request waits for them;
 * "billing" reminds a taxpayer of an unpaid invoice, and tells a professional of their plan's trial
 * and renewal.
 */
const roleKindLabels: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  [TAXPAYER_ROLE]: {
    requests: notifications.taxpayerRequestsKind,
    billing: notifications.taxpayerBillingKind,
  },
  [EXPERT_ROLE]: { requests: notifications.expertRequestsKind, billing: notifications.expertBillingKind },
};

/** A kind's name, as the person of `roleId` reads it when given (the settings), else the general one. */
export function kindLabel(kind: string, roleId?: number): string {
  const forRole = roleId === undefined ? undefined : roleKindLabels[roleId]?.[kind];
  return forRole ?? kindLabels[kind] ?? kind;
}
