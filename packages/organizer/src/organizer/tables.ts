/**
 * Table answers (self-employed vehicles, care providers, estimated payments) are one JSON answer in
 * the existing client's shape: `{"data": "<rows as JSON text>", "columns": "<columns as JSON text>"}`,
 * where rows are objects by column key with a `key` of their own and columns `{title, dataIndex, key}`.
 */
import type { JsonValue } from "@taxlane/contract";
import type { OrganizerTable } from "./types";

/** One row: text by column key. */
export type OrganizerTableRow = Readonly<Record<string, string>>;

/**
 * The answer text of a table with `rows`; fixed rows are labelled in a `row` field. Labels and column
 * titles are written in the language spoken, as the existing client writes the ones it shows.
 */
export function encodeOrganizerTable(table: OrganizerTable, rows: readonly OrganizerTableRow[]): string {
  const data = rows.map((row, index) => {
    const entry: Record<string, string> = { key: String(index + 1) };
    const label = table.fixedRows?.[index];
    if (label !== undefined) entry.row = label();
    for (const column of table.columns) entry[column.key] = row[column.key] ?? "";
    return entry;
  });
  const columns = table.columns.map((column) => ({
    title: column.label(),
    dataIndex: column.key,
    key: column.key,
  }));
  return JSON.stringify({ data: JSON.stringify(data), columns: JSON.stringify(columns) });
}

function parse(text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return null;
  }
}

function isRecord(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The rows of a table answer: from the answer's text or its parsed JSON, `data` as JSON text or as
 * an array. Values are kept as text (numbers as their digits); anything unreadable gives no rows.
 */
export function decodeOrganizerTable(answer: JsonValue | undefined): OrganizerTableRow[] {
  const value = typeof answer === "string" ? parse(answer) : answer;
  if (!isRecord(value)) return [];
  const data = typeof value.data === "string" ? parse(value.data) : value.data;
  if (!Array.isArray(data)) return [];
  return data.filter(isRecord).map((row) => {
    const entry: Record<string, string> = {};
    for (const [key, cell] of Object.entries(row)) {
      if (typeof cell === "string" || typeof cell === "number" || typeof cell === "boolean")
        entry[key] = String(cell);
    }
    return entry;
  });
}
