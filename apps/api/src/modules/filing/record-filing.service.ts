import {
  type JobFilings,
  JobStatusId,
  type RecordFilingAcknowledgmentRequest,
  type RecordFilingRequest,
  rejectCodeEntry,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import type { NotificationsService } from "../notifications";
import { markJobFiled } from "../tax-preparation";
import { filingRepository } from "./filing.repository";
import { dayOf, dayText, jobFilingsView, jurisdictionName, methodWord } from "./filing-view";
import { jobOfCaller, nameOf } from "./job-of-caller";

const taxpayerLink = (quoteId: number) => `user/tax_preparation/${quoteId}`;

/** The unique index a write failed on (two filings recorded at once), or null for any other failure. */
function uniqueIndexOf(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = current.cause;
  }
  return null;
}

/** A filing that lost a race to another one recorded at the same moment, in words. */
function raceRefusal(error: unknown, request: RecordFilingRequest): unknown {
  const index = uniqueIndexOf(error);
  if (index === "return_filings_submission_unique")
    return fieldError("submissionId", t("filing.submissionIdTaken"));
  if (index === "return_filings_one_standing_original") {
    return conflict(t("filing.alreadyFiledThere", { jurisdiction: jurisdictionName(request.jurisdiction) }));
  }
  return error;
}

/**
 * The professional records each filing of the job's return and the IRS's answer to it. The first
 * filing marks the job filed in the same transaction; a rejection tells the taxpayer at once (in the
 * app and by mail) and starts the professional's reminders (the reminders module reads it).
 */
export function createRecordFilingService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;

  /** A day of the request: not after today (UTC), not before `earliest`. */
  function checkDay(field: string, day: string, earliest: string, tooEarly: string): void {
    if (day > dayOf(clock.now())) throw fieldError(field, t("filing.inFuture"));
    if (day < earliest) throw fieldError(field, tooEarly);
  }

  return {
    async record(caller: Principal, request: RecordFilingRequest, from: string | null): Promise<JobFilings> {
      const outbox = notifications.outbox();
      const recorded = db.transaction(async (tx) => {
        const job = await jobOfCaller(tx, caller, request.quoteId, "professional");
        if (job.cancelledAt !== null) throw conflict(t("filing.jobCancelled"));
        checkDay("filedOn", request.filedOn, dayOf(job.startedAt), t("filing.beforeJob"));
        const amended = request.amended ?? false;
        const filed = job.statusId === JobStatusId.filed;
        if (amended && !filed) throw conflict(t("filing.amendedNeedsFiled"));
        if (!amended && !filed && job.statusId !== JobStatusId.inForReview) {
          throw conflict(t("filing.notInForReview"));
        }
        const earlier = await filingRepository.listOfJob(tx, job.quoteId);
        const jurisdiction = jurisdictionName(request.jurisdiction);
        // An original return stands until it is rejected: a second one is a correction or an amendment.
        if (
          !amended &&
          earlier.some(
            (row) => !row.amended && row.jurisdiction === request.jurisdiction && row.accepted !== false,
          )
        ) {
          throw conflict(t("filing.alreadyFiledThere", { jurisdiction }));
        }
        const corrects = request.correctsFilingId;
        if (corrects !== undefined && !earlier.some((row) => row.id === corrects && row.accepted === false)) {
          throw fieldError("correctsFilingId", t("filing.correctsUnknown"));
        }
        const submissionId = request.method === "efile" ? (request.submissionId ?? null) : null;
        if (submissionId && (await filingRepository.bySubmissionId(tx, submissionId))) {
          throw fieldError("submissionId", t("filing.submissionIdTaken"));
        }
        const now = clock.now();
        const filing = await filingRepository.insert(tx, {
          quoteId: job.quoteId,
          jurisdiction: request.jurisdiction,
          method: request.method,
          amended,
          filedOn: request.filedOn,
          submissionId,
          correctsFilingId: corrects ?? null,
          recordedByUserId: caller.userId,
          recordedAt: now,
        });
        if (!filed) await markJobFiled(tx, job.quoteId, now);
        const professional = await nameOf(tx, job.expertUserId);
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: () => t("filing.filedTitle", { taxYear: String(job.taxYear) }),
          description: () =>
            t("filing.filedText", {
              professional,
              jurisdiction,
              method: methodWord(request.method),
              filedOn: dayText(request.filedOn),
            }),
          link: taxpayerLink(job.quoteId),
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "filing.recorded",
          subjectUserId: job.taxpayerUserId,
          subject: `quote:${job.quoteId}`,
          from,
          detail: {
            filingId: filing.id,
            jurisdiction: request.jurisdiction,
            method: request.method,
            amended,
          },
        });
        return jobFilingsView(tx, job);
      });
      const answer = await recorded.catch((error: unknown) => {
        throw raceRefusal(error, request);
      });
      await outbox.deliver();
      return answer;
    },

    async acknowledge(
      caller: Principal,
      request: RecordFilingAcknowledgmentRequest,
      from: string | null,
    ): Promise<JobFilings> {
      const outbox = notifications.outbox();
      const answer = await db.transaction(async (tx) => {
        const filing = await filingRepository.lock(tx, request.filingId);
        if (!filing) throw notFound(t("filing.filingNotFound"));
        const job = await jobOfCaller(tx, caller, filing.quoteId, "professional", t("filing.filingNotFound"));
        const rejectCode = request.accepted ? null : (request.rejectCode ?? null);
        if (filing.accepted !== null) {
          // The same answer again (a retried call) answers as the first one did.
          if (filing.accepted === request.accepted && filing.rejectCode === rejectCode)
            return jobFilingsView(tx, job);
          const said = filing.accepted ? t("filing.acceptedWord") : t("filing.rejectedWord");
          throw conflict(t("filing.alreadyAcknowledged", { answer: said }));
        }
        checkDay(
          "acknowledgedOn",
          request.acknowledgedOn,
          filing.filedOn,
          t("filing.beforeFiled", { filedOn: dayText(filing.filedOn) }),
        );
        const now = clock.now();
        await filingRepository.answer(tx, filing.id, {
          accepted: request.accepted,
          acknowledgedOn: request.acknowledgedOn,
          rejectCode,
          explanation: request.explanation || null,
          answerRecordedAt: now,
        });
        const jurisdiction = () => jurisdictionName(filing.jurisdiction);
        const entry = rejectCode ? rejectCodeEntry(rejectCode) : undefined;
        const professional = entry ? await nameOf(tx, job.expertUserId) : "";
        // The taxpayer's notice (mailed too) says what the code means and what comes next; no figures.
        // Composed when called, in the taxpayer's language.
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: () =>
            entry
              ? t("filing.rejectedTitle", { jurisdiction: jurisdiction() })
              : t("filing.acceptedTitle", { jurisdiction: jurisdiction() }),
          description: () =>
            entry
              ? t("filing.rejectedText", { code: entry.code, meaning: entry.meaning, professional })
              : t("filing.acceptedText", {
                  jurisdiction: jurisdiction(),
                  acknowledgedOn: dayText(request.acknowledgedOn),
                }),
          link: taxpayerLink(job.quoteId),
          ...(entry ? { kind: "filing-rejected" as const } : {}),
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "filing.acknowledged",
          subjectUserId: job.taxpayerUserId,
          subject: `quote:${job.quoteId}`,
          from,
          detail: { filingId: filing.id, accepted: request.accepted, rejectCode },
        });
        return jobFilingsView(tx, job);
      });
      await outbox.deliver();
      return answer;
    },
  };
}

export type RecordFilingService = ReturnType<typeof createRecordFilingService>;
