import {
  FEDERAL_JURISDICTION,
  type Filing,
  type FilingMethod,
  type JobFilings,
  rejectCodeEntry,
  usStateName,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { dayIn } from "../../lib/spoken-dates";
import { type FilingRow, filingRepository } from "./filing.repository";

/** A jurisdiction's name in a sentence: "federal" or the state's name. */
export const jurisdictionName = (jurisdiction: string): string =>
  jurisdiction === FEDERAL_JURISDICTION ? t("filing.federalName") : usStateName(jurisdiction);

export const methodWord = (method: string): string =>
  method === "paper" ? t("filing.paperWord") : t("filing.efileWord");

/** A day (YYYY-MM-DD) as people read it in the language being spoken: "April 15, 2027". */
export const dayText = (day: string): string => dayIn(new Date(`${day}T12:00:00Z`));

/** The UTC day of an instant (YYYY-MM-DD). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

const statusOf = (row: FilingRow): Filing["status"] =>
  row.accepted === null ? "submitted" : row.accepted ? "accepted" : "rejected";

/** Which later filing corrects each rejected one: one naming it, else the next of its jurisdiction and kind. */
function correctionsOf(rows: FilingRow[]): Map<number, number> {
  const corrected = new Map<number, number>();
  for (const rejected of rows.filter((row) => row.accepted === false)) {
    const later = rows.filter((row) => row.id > rejected.id);
    const named = later.find((row) => row.correctsFilingId === rejected.id);
    const same = later.find(
      (row) => row.jurisdiction === rejected.jurisdiction && row.amended === rejected.amended,
    );
    const by = named ?? same;
    if (by) corrected.set(rejected.id, by.id);
  }
  return corrected;
}

/** The job's filings (oldest first), the IRS's answers and the outcome, as both sides read them. */
export async function filingsOfJob(
  executor: Executor,
  quoteId: number,
): Promise<Pick<JobFilings, "filings" | "outcome" | "federalAccepted">> {
  const [rows, outcome] = await Promise.all([
    filingRepository.listOfJob(executor, quoteId),
    filingRepository.outcome(executor, quoteId),
  ]);
  const corrections = correctionsOf(rows);
  return {
    filings: rows.map((row) => {
      const entry = row.rejectCode ? rejectCodeEntry(row.rejectCode) : undefined;
      return {
        id: row.id,
        quoteId: row.quoteId,
        jurisdiction: row.jurisdiction,
        jurisdictionName: jurisdictionName(row.jurisdiction),
        method: row.method as FilingMethod,
        amended: row.amended,
        filedOn: row.filedOn,
        submissionId: row.submissionId,
        status: statusOf(row),
        acknowledgedOn: row.acknowledgedOn,
        rejectCode: row.rejectCode,
        rejectMeaning: entry?.meaning ?? null,
        rejectNextStep: entry?.nextStep ?? null,
        explanation: row.explanation,
        correctsFilingId: row.correctsFilingId,
        correctedByFilingId: corrections.get(row.id) ?? null,
        recordedAt: row.recordedAt.toISOString(),
      };
    }),
    outcome: outcome && {
      refundCents: outcome.refundCents,
      amountDueCents: outcome.amountDueCents,
      paymentDueOn: outcome.paymentDueOn,
      refundIssuedOn: outcome.refundIssuedOn,
      recordedAt: outcome.recordedAt.toISOString(),
    },
    federalAccepted: rows.some((row) => row.jurisdiction === FEDERAL_JURISDICTION && row.accepted === true),
  };
}

/** The job's filings and outcome, as both sides read them. */
export async function jobFilingsView(
  executor: Executor,
  job: { quoteId: number; taxYear: number; startedAt: Date },
): Promise<JobFilings> {
  return {
    quoteId: job.quoteId,
    taxYear: job.taxYear,
    startedOn: dayOf(job.startedAt),
    ...(await filingsOfJob(executor, job.quoteId)),
  };
}
