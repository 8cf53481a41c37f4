import {
  type TaxNotice,
  type TaxNoticeKind,
  type TaxNoticeQuoteStatus,
  type TaxNoticeStatus,
  taxNoticeKindTexts,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { dayIn } from "../../lib/spoken-dates";
import { type FilesService, toFileRefOrNull } from "../files";
import { peopleRecords } from "../identity";
import type { TaxNoticeRow } from "./tax-notices.repository";

/** A kind as stored; a row never holds another (the upload checks it against the contract's list). */
export const kindOf = (row: TaxNoticeRow) => row.kind as TaxNoticeKind;

/** A letter's kind as a sentence says it: "CP2000", "state notice", or "letter" for one the taxpayer could not tell. */
export function kindWords(row: TaxNoticeRow): string {
  if (row.kind === "unknown") return t("taxNotices.letterWord");
  if (row.kind === "state") return t("taxNotices.stateNoticeWord");
  return taxNoticeKindTexts[kindOf(row)].name;
}

/** A day (YYYY-MM-DD) as people read it in the language being spoken: "January 12, 2027". */
export const dayWords = (day: string) => dayIn(new Date(`${day}T12:00:00Z`));

/** People's full names by id; someone without one reads as `fallback`. */
export async function namesOf(
  executor: Executor,
  ids: number[],
  fallback: string,
): Promise<(id: number) => string> {
  const people = await peopleRecords.byIds(executor, ids);
  return (id) => {
    const person = people.get(id);
    return `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim() || fallback;
  };
}

/** The letters as both sides see them, with their files and their taxpayers' names. */
export async function noticesAsSeen(
  executor: Executor,
  files: FilesService,
  rows: TaxNoticeRow[],
): Promise<TaxNotice[]> {
  const [stored, clientName] = await Promise.all([
    files.findMany(
      rows.map((row) => row.fileId),
      executor,
    ),
    namesOf(
      executor,
      rows.map((row) => row.taxpayerUserId),
      t("taxNotices.someClient"),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    quoteId: row.quoteId,
    kind: kindOf(row),
    deadline: row.deadline,
    note: row.note,
    file: toFileRefOrNull(row.fileId === null ? null : (stored.get(row.fileId) ?? null)),
    status: row.status as TaxNoticeStatus,
    uploadedAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerNote: row.answerNote,
    quote:
      row.quoteStatus === null || row.quotePriceCents === null || row.quotedAt === null
        ? null
        : {
            priceCents: row.quotePriceCents,
            message: row.quoteMessage ?? "",
            status: row.quoteStatus as TaxNoticeQuoteStatus,
            quotedAt: row.quotedAt.toISOString(),
            answeredAt: row.quoteAnsweredAt?.toISOString() ?? null,
          },
    clientName: clientName(row.taxpayerUserId),
  }));
}
