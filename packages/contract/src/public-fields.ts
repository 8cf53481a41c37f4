import { formatPlain } from "./i18n/plain-format";
import { validationTexts } from "./validation-texts";

/**
 * Limits and checks of the public forms (contact, book a demo, newsletter, chatbot), free of zod so the
 * public pages can check input before sending it; the zod schemas in `public-site.ts` apply the same ones.
 */
export const publicFormLimits = {
  fullName: 100,
  organizationName: 150,
  email: 254,
  phone: 32,
  message: 5000,
  chatQuestion: 500,
} as const;

/** The shape of an e-mail address the server accepts: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A phone number as people type it: digits, spaces, brackets, dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,}$/;

/** As the server words it (read once, in English); a page reads `validationTexts.invalidPhone`. */
export const invalidPhoneText = validationTexts.invalidPhone;

/** The text for a field longer than its limit, e.g. "Message can be at most 5000 characters." */
export const tooLongText = (label: string, max: number) =>
  formatPlain(validationTexts.tooLong, { label, max });

export function looksLikeEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= publicFormLimits.email && EMAIL_PATTERN.test(trimmed);
}

/** Nine digits in the shape of a US SSN or ITIN (123-45-6789, 123 45 6789 or 123456789). */
export const SSN_LIKE_PATTERN = /\b\d{3}[-\s.]?\d{2}[-\s.]?\d{4}\b/;

export function containsSsnLikeNumber(text: string): boolean {
  return SSN_LIKE_PATTERN.test(text);
}

/** How the site is reached by phone and where it is. */
export const SUPPORT_PHONE_HOURS = "Monday to Friday 8am-5pm Pacific";

/**
 * The checks a public form runs before sending, with the texts the server answers; each gives the
 * problem with one field as typed, or null when it is fine.
 */
export function textProblem(
  value: string,
  rule: { label: string; max: number; required: boolean },
): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return rule.required ? validationTexts.required : null;
  return trimmed.length > rule.max ? tooLongText(rule.label, rule.max) : null;
}

/** An e-mail address; `emptyText` is what a blank one is told ('Please input your E-mail!' by default). */
export function emailProblem(
  value: string,
  emptyText: string = validationTexts.emailRequired,
): string | null {
  if (value.trim() === "") return emptyText;
  return looksLikeEmail(value) ? null : validationTexts.invalidEmail;
}

/** An optional phone number. */
export function phoneProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return trimmed.length > publicFormLimits.phone || !PHONE_PATTERN.test(trimmed)
    ? validationTexts.invalidPhone
    : null;
}

/** The fields that have a problem, for a form's error state; empty when it can be sent. */
export function onlyProblems<K extends string>(
  problems: Record<K, string | null>,
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const field of Object.keys(problems) as K[]) {
    const problem = problems[field];
    if (problem !== null) found[field] = problem;
  }
  return found;
}

/** A typed value as a request carries it: trimmed, and left out when blank. */
export const optionalValue = (value: string): string | undefined =>
  value.trim() === "" ? undefined : value.trim();
