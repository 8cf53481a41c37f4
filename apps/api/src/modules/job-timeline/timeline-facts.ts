import type { Executor } from "../../db/client";
import type { CalendarDay } from "../../lib/irs-calendar";
import { dayIn } from "../../lib/zoned-days";
import { documentRecords } from "../documents";
import { jobFilingRecords } from "../filing";
import { jobSigningRecords } from "../signatures";
import { jobMilestoneRecords } from "../tax-preparation";
import type { TimelineFacts } from "./timeline";

/** The quote's terms as the marketplace gives them (the composition hands over its quotes service). */
export interface QuoteTurnaroundPort {
  termsOf(executor: Executor, quoteId: number): Promise<{ turnaroundDays: number | null } | null>;
}

/** The later of two instants, or null while either is missing. */
const laterOf = (a: Date | null, b: Date | null): Date | null => {
  if (a === null) return null;
  return b !== null && b > a ? b : a;
};

/**
 * What the job's timeline is told, each fact from the module that keeps it, each instant as a day in
 * the reader's zone. Documents are complete once the organizer is and nothing the professional asked
 * for is outstanding: on the later of the two. A job filed before filings were kept is told as filed
 * on its day with no IRS answer to wait for.
 */
export async function timelineFactsOf(
  executor: Executor,
  job: { quoteId: number; startedAt: Date },
  reader: { zone: string; now: Date },
  quotes: QuoteTurnaroundPort,
): Promise<TimelineFacts> {
  const day = (at: Date | null): CalendarDay | null => (at === null ? null : dayIn(at, reader.zone));
  const [terms, letter, progress, documents, efileAuthorizedAt, filings] = await Promise.all([
    quotes.termsOf(executor, job.quoteId),
    jobSigningRecords.engagementOf(executor, job.quoteId),
    jobMilestoneRecords.progressOf(executor, job.quoteId),
    documentRecords.askedForOfJob(executor, job.quoteId),
    jobSigningRecords.efileAuthorizedAt(executor, job.quoteId),
    jobFilingRecords.timelineOf(executor, job.quoteId),
  ]);
  const documentsCompleteAt =
    documents.outstanding === 0 ? laterOf(progress.organizerCompleteAt, documents.latestProvidedAt) : null;
  const olderFiling =
    progress.filedAt === null
      ? null
      : { filedOn: dayIn(progress.filedAt, reader.zone), method: "paper" as const, acknowledgment: null };
  return {
    today: dayIn(reader.now, reader.zone),
    hiredOn: dayIn(job.startedAt, reader.zone),
    turnaroundDays: terms?.turnaroundDays ?? null,
    usesEngagementLetter: letter.hasLetter,
    engagementSignedOn: day(letter.signedAt),
    organizerCompleteOn: day(progress.organizerCompleteAt),
    documentsCompleteOn: day(documentsCompleteAt),
    inReviewOn: day(progress.inReviewAt),
    return8879SignedOn: day(efileAuthorizedAt),
    filing: filings.filing ?? olderFiling,
    refundDue: filings.refundDue,
    refundIssuedOn: filings.refundIssuedOn,
  };
}
