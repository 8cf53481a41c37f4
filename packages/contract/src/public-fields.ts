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

export function looksLikeEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= publicFormLimits.email && EMAIL_PATTERN.test(trimmed);
}

/** Nine digits in the shape of a US SSN or ITIN (123-45-6789, 123 45 6789 or 123456789). */
export const SSN_LIKE_PATTERN = /\b\d{3}[-\s.]?\d{2}[-\s.]?\d{4}\b/;

export function containsSsnLikeNumber(text: string): boolean {
  return SSN_LIKE_PATTERN.test(text);
}

/** How the site is reached by phone and where it is (SPEC.md section 2, Contact us). */
export const SUPPORT_PHONE_HOURS = "Monday to Friday 8am-5pm Pacific";
