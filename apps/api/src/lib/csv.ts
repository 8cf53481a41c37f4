/** CSV files people open in a spreadsheet: cells that are never run as formulas, amounts exact. */

/** "1234.56": cents as a spreadsheet reads an amount, exactly (integer arithmetic, no float). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * A cell of text a person typed (a name, a card's label). A spreadsheet runs a cell that starts with
 * = + - @ (or a tab or carriage return before one) as a formula, so such a cell gets a leading quote
 * and shows as the text it is. Cells with a comma, quote or line break are quoted, quotes doubled.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Lines of cells (each already written by `csvText` or `csvAmount`) as a CSV file (RFC 4180: comma
 * separated, CRLF line ends). It starts with a byte order mark so that a spreadsheet reads names in UTF-8.
 */
export function csvFile(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}
