import { t } from "@taxlane/contract/i18n";
import { fieldError } from "./app-error";

/**
 * What a person reads when a text holds a control character: PostgreSQL cannot store a NUL byte in
 * text at all, and the others (a bell, an escape) are never typed, only pasted or forged.
 */
export const controlCharacterMessage = t("errors.controlCharacter");

/**
 * Where a text came from: a body's text may span lines (messages, notes, descriptions), so tab, line
 * feed and carriage return pass there; a query, a path or a file's name is one line.
 */
export type TextPlace = "body" | "line";

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

function isRefused(code: number, place: TextPlace): boolean {
  if (place === "body" && (code === tab || code === lineFeed || code === carriageReturn)) return false;
  // C0 controls (NUL among them), DEL and the C1 controls.
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

export function holdsControlCharacter(text: string, place: TextPlace): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isRefused(text.charCodeAt(index), place)) return true;
  }
  return false;
}

/** The dotted name (`items.0.name`) of the first text under `value` with a refused character, or null. */
export function fieldWithControlCharacter(
  value: unknown,
  place: TextPlace,
  path: readonly string[] = [],
): string | null {
  if (typeof value === "string") return holdsControlCharacter(value, place) ? path.join(".") : null;
  // Bytes (a webhook's raw body) are no text of ours: their signature is checked as sent.
  if (typeof value !== "object" || value === null || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithControlCharacter(inner, place, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses, as a 400 naming the field, a text under `value` that holds a refused character. */
export function refuseControlCharacters(value: unknown, place: TextPlace, field = "body"): void {
  const found = fieldWithControlCharacter(value, place);
  if (found !== null) throw fieldError(found || field, controlCharacterMessage);
}
