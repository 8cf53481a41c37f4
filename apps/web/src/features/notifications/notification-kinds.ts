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

export const kindLabel = (kind: string) => kindLabels[kind] ?? kind;
