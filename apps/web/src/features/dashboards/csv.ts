import { saveBlob } from "../../lib/download-file";

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A table as CSV text: the header line, then one line per row (CRLF, as RFC 4180 writes it). */
export function csvOf(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((line) => line.map(cell).join(",")).join("\r\n");
}

/** Hands the table to the browser as `<name>.csv`. */
export function downloadCsv(
  name: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
) {
  saveBlob(new Blob([csvOf(header, rows)], { type: "text/csv;charset=utf-8" }), `${name}.csv`);
}
