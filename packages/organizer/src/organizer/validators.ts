/**
 * Checks of single organizer answers, as pure functions of the typed text: each returns the message
 * people see (the product's own words where it has them) or `null` when the text is fine. Blank text
 * is left to the `required` rule, so these pass it.
 */
import { ACCOUNT_NUMBER_MAX_DIGITS, ORGANIZER_TAX_YEAR, ROUTING_NUMBER_LENGTH } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

/** The checks' messages, read when a check runs: in the language of the page or of the API's request. */
export const organizerTexts = {
  get required() {
    return t("validation.required");
  },
  get invalidInput() {
    return t("validation.invalidInput");
  },
  get invalidIncome() {
    return t("validation.invalidIncome");
  },
  get alphabetsNotAllowed() {
    return t("validation.alphabetsNotAllowed");
  },
  get streetRequired() {
    return t("validation.streetRequired");
  },
  get naturalNumber() {
    return t("validation.naturalNumber");
  },
  get invalidYear() {
    return t("validation.invalidYear");
  },
  get form1098TRequired() {
    return t("organizerNotes.form1098TRequired");
  },
  get namesMatchSsa() {
    return t("organizerNotes.namesMatchSsa");
  },
  percentTotal: (equals: number, sum: number) => t("organizerNotes.percentTotal", { equals, sum }),
};

const isBlank = (text: string) => text.trim() === "";

/** Whether nine digits pass the ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isAbaChecksumValid(digits: string): boolean {
  if (!new RegExp(`^\\d{${ROUTING_NUMBER_LENGTH}}$`).test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === 0;
}

/** A bank routing number: exactly 9 digits that pass the ABA checksum. */
export function routingNumberError(text: string): string | null {
  if (isBlank(text)) return null;
  return isAbaChecksumValid(text.trim()) ? null : organizerTexts.invalidInput;
}

const accountNumberPattern = new RegExp(`^-*(?:\\d-*){1,${ACCOUNT_NUMBER_MAX_DIGITS}}$`);

/** A bank account number: at most 17 digits, hyphens allowed, no spaces or other characters. */
export function accountNumberError(text: string): string | null {
  if (isBlank(text)) return null;
  return accountNumberPattern.test(text) ? null : organizerTexts.invalidInput;
}

/** ITIN middle digits (the fourth and fifth) the IRS issues. */
function isItinGroup(group: number): boolean {
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    group >= 94
  );
}

/**
 * A social security number or an ITIN: nine digits, written plain or as 123-45-6789. An SSN never
 * starts with 000, 666 or 9 and has no 00 group or 0000 serial; an ITIN starts with 9 and has a
 * group the IRS issues for ITINs.
 */
export function taxIdError(text: string): string | null {
  if (isBlank(text)) return null;
  const match = /^(\d{3})(-?)(\d{2})\2(\d{4})$/.exec(text.trim());
  if (match === null) return organizerTexts.invalidInput;
  const [, area = "", , group = "", serial = ""] = match;
  if (area.startsWith("9")) return isItinGroup(Number(group)) ? null : organizerTexts.invalidInput;
  const valid = area !== "000" && area !== "666" && group !== "00" && serial !== "0000";
  return valid ? null : organizerTexts.invalidInput;
}

/** An identity protection PIN the IRS issues to protect a tax id: 6 digits. */
export function ipPinError(text: string): string | null {
  if (isBlank(text)) return null;
  return /^\d{6}$/.test(text.trim()) ? null : organizerTexts.invalidInput;
}

/** An employer identification number: nine digits, plain or as 12-3456789. */
export function einError(text: string): string | null {
  if (isBlank(text)) return null;
  return /^\d{2}-?\d{7}$/.test(text.trim()) ? null : organizerTexts.invalidInput;
}

/** A business owner's tax id: an SSN or ITIN (a person), or an EIN (an entity). */
export function businessTaxIdError(text: string): string | null {
  if (isBlank(text)) return null;
  return taxIdError(text) === null || einError(text) === null ? null : organizerTexts.invalidInput;
}

/**
 * Numbers of a table column that must add up to `equals` (ownership percentages to 100): blank
 * cells count as 0, a trailing `%` is allowed; cells that are not numbers are left to their rules.
 */
export function columnTotalError(cells: readonly string[], equals: number): string | null {
  const numbers = cells.map((cell) => Number(cell.trim().replace(/%$/, "") || "0"));
  if (numbers.some((value) => Number.isNaN(value))) return null;
  const sum = Math.round(numbers.reduce((total, value) => total + value, 0) * 1000) / 1000;
  return sum === equals ? null : organizerTexts.percentTotal(equals, sum);
}

const moneyPattern = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/**
 * An amount in US dollars: digits, optionally grouped by commas, with up to two decimals and an
 * optional leading `$`. Letters get 'Alphabets are not allowed'; anything else wrong 'Invalid income'.
 */
export function moneyError(text: string): string | null {
  if (isBlank(text)) return null;
  const trimmed = text.trim();
  if (/\p{L}/u.test(trimmed)) return organizerTexts.alphabetsNotAllowed;
  return moneyPattern.test(trimmed) ? null : organizerTexts.invalidIncome;
}

/** A money text → its amount, or `null` when `moneyError` refuses it. */
export function parseMoney(text: string): number | null {
  if (isBlank(text) || moneyError(text) !== null) return null;
  return Number(text.trim().replace(/^\$/, "").replaceAll(",", ""));
}

/** A natural number (0, 1, 2, …), as digits. */
export function naturalNumberError(text: string): string | null {
  if (isBlank(text)) return null;
  return /^\d+$/.test(text.trim()) ? null : organizerTexts.naturalNumber;
}

/** Months of the year: a natural number up to 12. */
export function monthsOfYearError(text: string): string | null {
  const natural = naturalNumberError(text);
  if (natural !== null || isBlank(text)) return natural;
  return Number(text.trim()) <= 12 ? null : organizerTexts.invalidInput;
}

/** A percentage from 0 to 100, with decimals allowed. */
export function percentError(text: string): string | null {
  if (isBlank(text)) return null;
  const trimmed = text.trim().replace(/%$/, "");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return organizerTexts.invalidInput;
  return Number(trimmed) <= 100 ? null : organizerTexts.invalidInput;
}

/**
 * A name as the Social Security Administration writes it: letters (accented too), spaces, hyphens,
 * apostrophes and periods. Digits and other signs are refused.
 */
export function nameError(text: string): string | null {
  if (isBlank(text)) return null;
  return /^[\p{L}][\p{L} .'-]*$/u.test(text.trim()) ? null : organizerTexts.invalidInput;
}

/** A middle initial: one letter, optionally followed by a period. */
export function middleInitialError(text: string): string | null {
  if (isBlank(text)) return null;
  return /^\p{L}\.?$/u.test(text.trim()) ? null : organizerTexts.invalidInput;
}

/** A street must be given: blank gives 'Street is Required'. */
export function streetError(text: string): string | null {
  return isBlank(text) ? organizerTexts.streetRequired : null;
}

/** A US ZIP code: 5 digits, or ZIP+4. */
export function zipError(text: string): string | null {
  if (isBlank(text)) return null;
  return /^\d{5}(-\d{4})?$/.test(text.trim()) ? null : organizerTexts.invalidInput;
}

/** A phone number: 10 digits (11 with a leading US 1), spaces, dots, dashes, brackets and + allowed. */
export function phoneError(text: string): string | null {
  if (isBlank(text)) return null;
  const trimmed = text.trim();
  if (!/^[\d\s().+-]+$/.test(trimmed)) return organizerTexts.invalidInput;
  const digits = trimmed.replace(/\D/g, "");
  return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"))
    ? null
    : organizerTexts.invalidInput;
}

/** A four-digit year from 1900 to the organizer's tax year. */
export function yearError(text: string): string | null {
  if (isBlank(text)) return null;
  const trimmed = text.trim();
  const year = Number(trimmed);
  return /^\d{4}$/.test(trimmed) && year >= 1900 && year <= ORGANIZER_TAX_YEAR
    ? null
    : organizerTexts.invalidYear;
}

/** A calendar date, as ISO text (2021-04-15 or a full timestamp). */
export function dateError(text: string): string | null {
  if (isBlank(text)) return null;
  const trimmed = text.trim();
  return /^\d{4}-\d{2}-\d{2}/.test(trimmed) && !Number.isNaN(Date.parse(trimmed))
    ? null
    : organizerTexts.invalidInput;
}
