/**
 * Which answers are sensitive (tax ids, IP-PINs, bank and driver's license numbers), so the API can
 * encrypt them at rest and show them masked, row keys and table answers included.
 */
import { findOrganizerQuestion } from "./lookup";
import type { OrganizerDefinition, SensitiveKind } from "./types";

/** The sensitive kind of the answer under `key` (a row key too), or `null` for an ordinary answer. */
export function organizerSensitiveKind(definition: OrganizerDefinition, key: string): SensitiveKind | null {
  const place = findOrganizerQuestion(definition, key);
  if (place === undefined) return null;
  const { question } = place;
  return question.sensitive ?? question.table?.columns.find((column) => column.sensitive)?.sensitive ?? null;
}

/** How many characters a masked answer keeps in clear at its end. */
export const MASK_VISIBLE_CHARACTERS = 4;

/** A sensitive text as people see it: `•` for all but the last four characters, which need two or more hidden. */
export function maskSensitiveText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= MASK_VISIBLE_CHARACTERS + 1) return "•".repeat(trimmed.length);
  return `${"•".repeat(trimmed.length - MASK_VISIBLE_CHARACTERS)}${trimmed.slice(-MASK_VISIBLE_CHARACTERS)}`;
}
