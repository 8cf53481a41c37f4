/** Form and request field schemas whose error messages are the catalog's (`validationTexts`). */
import { z } from "zod";
import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  PASSWORD_MIN_LENGTH,
  ROUTING_NUMBER_LENGTH,
  VERIFICATION_CODE_LENGTH,
  YEARS_OF_EXPERIENCE_MAX,
} from "./constants";
import { fromNumericText } from "./numeric-text";
import { validationTexts as texts } from "./validation-texts";

/** A text that must not be blank; surrounding spaces are trimmed. */
export const requiredStringSchema = z
  .string({ error: texts.required })
  .trim()
  .min(1, { error: texts.required });

/** An e-mail address, trimmed. */
export const emailSchema = z
  .string({ error: texts.emailRequired })
  .trim()
  .min(1, { error: texts.emailRequired, abort: true })
  .check(z.email({ error: texts.invalidEmail }));

/** A password of at least 8 characters, kept exactly as typed. */
export const passwordSchema = z
  .string({ error: texts.passwordRequired })
  .min(1, { error: texts.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: texts.passwordTooShort });

/** The 6-digit code e-mailed for sign-up, two-factor sign-in and password reset. */
export const verificationCodeSchema = z
  .string({ error: texts.invalidCode })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: texts.invalidCode });

/** A preparer tax identification number: P followed by 8 digits (a lower-case p is upper-cased). */
export const ptinSchema = z
  .string({ error: texts.invalidPtin })
  .trim()
  .toUpperCase()
  .regex(/^P\d{8}$/, { error: texts.invalidPtin });

/** An http or https address with a domain name, e.g. a website or LinkedIn link. */
export const urlSchema = z
  .string({ error: texts.invalidUrl })
  .trim()
  .check(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: texts.invalidUrl }));

/** A natural number (0, 1, 2, …), given as a number or as digits. */
export const naturalNumberSchema = fromNumericText(
  z.int({ error: texts.naturalNumber }).min(0, { error: texts.naturalNumber }),
);

/** Years of experience: a whole number up to YEARS_OF_EXPERIENCE_MAX; one message says both. */
export const yearsOfExperienceSchema = fromNumericText(
  z
    .int({ error: texts.yearsOfExperienceMax })
    .min(0, { error: texts.yearsOfExperienceMax })
    .max(YEARS_OF_EXPERIENCE_MAX, { error: texts.yearsOfExperienceMax }),
);

/** A 4-digit year no later than the year of `now` (UTC), given as a number or as digits. */
export function yearSchema(now: Date) {
  return fromNumericText(
    z
      .int({ error: texts.invalidYear })
      .min(1000, { error: texts.invalidYear })
      .max(now.getUTCFullYear(), { error: texts.invalidYear }),
  );
}

/** A bank routing number: exactly 9 digits. */
export const routingNumberSchema = z
  .string({ error: texts.required })
  .trim()
  .min(1, { error: texts.required, abort: true })
  .regex(new RegExp(`^\\d{${ROUTING_NUMBER_LENGTH}}$`), { error: texts.invalidInput });

/** A bank account number: digits and hyphens only, at most 17 digits. */
export const accountNumberSchema = z
  .string({ error: texts.required })
  .trim()
  .min(1, { error: texts.required, abort: true })
  .regex(new RegExp(`^-*(?:\\d-*){1,${ACCOUNT_NUMBER_MAX_DIGITS}}$`), { error: texts.invalidInput });

/** The agreement checkbox at sign-up: it must be ticked. */
export const agreementSchema = z.literal(true, { error: texts.acceptAgreement });
