import { EXPERT_ROLE, TAXPAYER_ROLE } from "../../entities/account";

/**
 * The kinds of notice as the pages name them. Kept here without zod (the contract's `reminders.ts`
 * has schemas), so the public unsubscribe page stays light; the contract's kinds are the same keys.
 */
export const kindLabels: Record<string, string> = {
  organizer: "Organizer questions left for later",
  documents: "Documents your professional requested",
  appointments: "Appointment reminders",
  "estimated-tax": "Estimated tax payments",
  billing: "Trial and renewal notices",
  requests: "Requests for a quote",
  security: "Security (sign-in codes, password changes)",
};

/**
 * Where one kind means something else to each role: "requests" tells a taxpayer that more
 * professionals were introduced to their request, and a professional that a request waits for them.
 */
const roleKindLabels: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  [TAXPAYER_ROLE]: { requests: "Your requests for quotes" },
  [EXPERT_ROLE]: { requests: "Requests waiting for your quote" },
};

/** A kind's name, as the person of `roleId` reads it when given (the settings), else the general one. */
export function kindLabel(kind: string, roleId?: number): string {
  const forRole = roleId === undefined ? undefined : roleKindLabels[roleId]?.[kind];
  return forRole ?? kindLabels[kind] ?? kind;
}
