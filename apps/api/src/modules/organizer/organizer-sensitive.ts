import {
  findOrganizerQuestion,
  type OrganizerTableColumn,
  organizerSensitiveKind,
  type SensitiveKind,
} from "@taxlane/organizer";
import { organizerDefinitions } from "./organizer-definition";

/**
 * Keys the definitions do not know (a newer client's) that still name a
 * tax id, an IP-PIN, a bank or a driver's license number: sealed and masked all the same.
 */
const unknownKeyKinds: readonly [RegExp, SensitiveKind][] = [
  [/identityprotectionpin|ippin/i, "ipPin"],
  [/socialsecurity|itin\d*$|taxid/i, "taxId"],
  // "SSN" as a word of a camelCase key (`paidTo_SSN1`, `providerSsn`), not inside one (`addressNumber`).
  [/(^ssn|SSN|Ssn)(?![a-z])/, "taxId"],
  [/routingnumber/i, "routingNumber"],
  [/accountnumber/i, "accountNumber"],
  [/driverslicense(number|no)?_?(noflow)?\d*$/i, "driversLicense"],
];

/**
 * The sensitive kind of the answer under `key` (row keys and tables too), or null for an ordinary one.
 * Keys are unique across the individual and business organizers, so either one's mark seals the
 * answer whatever the job's kind.
 */
export function sensitiveKindOf(key: string): SensitiveKind | null {
  const definition = organizerDefinitions.find(
    (candidate) => findOrganizerQuestion(candidate, key) !== undefined,
  );
  if (definition !== undefined) return organizerSensitiveKind(definition, key);
  return unknownKeyKinds.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

/** One sensitive text as a professional sees it before revealing it. */
export function maskText(kind: SensitiveKind, text: string): string {
  const compact = text.replace(/\s/g, "");
  if (kind === "taxId") {
    const digits = compact.replace(/\D/g, "");
    return `***-**-${digits.length >= 4 ? digits.slice(-4) : "****"}`;
  }
  // Six digits of an IP-PIN would show most of it with its last four: it is hidden whole.
  if (kind === "ipPin") return "******";
  if (compact.length <= 4) return "****";
  return `****${compact.slice(-4)}`;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function parse(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function isRecord(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A table answer (`{"data": "<rows JSON>", "columns": …}`) with its sensitive cells masked and the rest
 * as it was; a table that does not read as one is hidden whole.
 */
function maskTable(columns: readonly OrganizerTableColumn[], text: string): string {
  const table = parse(text);
  if (!isRecord(table)) return "****";
  const dataIsText = typeof table.data === "string";
  const rows = dataIsText ? parse(table.data as string) : table.data;
  if (!Array.isArray(rows)) return "****";
  const masked = rows.map((row) => {
    if (!isRecord(row)) return row;
    const copy: { [key: string]: Json } = { ...row };
    for (const column of columns) {
      const cell = copy[column.key];
      if (column.sensitive && cell !== undefined && cell !== null && String(cell).trim() !== "") {
        copy[column.key] = maskText(column.sensitive, String(cell));
      }
    }
    return copy;
  });
  return JSON.stringify({ ...table, data: dataIsText ? JSON.stringify(masked) : masked });
}

/** A stored sensitive answer's text, masked for the professional's list. */
export function maskAnswer(key: string, kind: SensitiveKind, text: string): string {
  const table = organizerDefinitions
    .map((definition) => findOrganizerQuestion(definition, key)?.question.table)
    .find((candidate) => candidate !== undefined);
  if (table?.columns.some((column) => column.sensitive)) return maskTable(table.columns, text);
  return maskText(kind, text);
}
