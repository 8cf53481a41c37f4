/**
 * A mobile number as E.164 (`+` and up to 15 digits), by a strict rule rather than a numbering plan
 * library: ten digits (or 1 and ten) are a US/NANP number, whose area code and exchange cannot begin
 * with 0 or 1; anything else must be written with its `+` country code. Null for anything else.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    if (digits.startsWith("1")) return nanp(digits.slice(1));
    return /^[2-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (digits.length === 11 && digits.startsWith("1")) return nanp(digits.slice(1));
  return digits.length === 10 ? nanp(digits) : null;
}

function nanp(ten: string): string | null {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? `+1${ten}` : null;
}

/** The number as a settings page shows it to its owner: all but the last four digits hidden elsewhere. */
export function maskedPhone(e164: string): string {
  return `${"•".repeat(Math.max(0, e164.length - 5))}${e164.slice(-4)}`;
}
