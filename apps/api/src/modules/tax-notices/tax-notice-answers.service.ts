import {
  type AnswerTaxNoticeQuote,
  formatCents,
  type QuoteTaxNotice,
  type RespondToTaxNotice,
  type TaxNotice,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import { auditRecords } from "../audit";
import type { NotificationDraft } from "../notifications";
import { professionalToTell } from "../tax-preparation";
import { type Job, type JobSide, lockedNotice, refuseCancelledJob } from "./tax-notice-jobs";
import { kindWords, namesOf, noticesAsSeen } from "./tax-notice-view";
import { type TaxNoticeRow, taxNoticesRepository } from "./tax-notices.repository";
import type { TaxNoticesDeps } from "./tax-notices.service";

const professionalName = async (tx: Executor, job: Job) =>
  (await namesOf(tx, [job.expertUserId], t("taxNotices.someProfessional")))(job.expertUserId);
const clientName = async (tx: Executor, job: Job) =>
  (await namesOf(tx, [job.taxpayerUserId], t("taxNotices.someClient")))(job.taxpayerUserId);

const taxpayerLink = (quoteId: number) => `user/tax_preparation/${quoteId}?tab=letters`;
const professionalLink = (quoteId: number) => `expert/tax_preparation/${quoteId}?tab=letters`;

/** What one change to a letter does inside its transaction: the row after, whom to tell, what to audit. */
interface Outcome {
  row: TaxNoticeRow;
  /** Nothing changed (the same answer came again): nobody is told, nothing audited. */
  unchanged?: true;
  notice?: NotificationDraft;
  audit?: {
    action:
      | "tax-notices.answered"
      | "tax-notices.quoted"
      | "tax-notices.quote-accepted"
      | "tax-notices.quote-declined";
    detail?: Record<string, number | string>;
  };
}

/**
 * The professional answers a letter (marks it answered, telling the taxpayer how) and quotes for the
 * work on it; the taxpayer accepts or declines the quote. The same answer given twice answers the
 * letter as it stands.
 */
export function createTaxNoticeAnswersService(deps: TaxNoticesDeps) {
  const { db, clock, files, notifications } = deps;

  /** Locks the letter, applies `change`, tells and audits in one transaction; answers the letter as seen. */
  async function changeNotice(
    caller: Principal,
    noticeId: number,
    side: JobSide,
    from: string,
    change: (tx: Executor, notice: TaxNoticeRow, job: Job, now: Date) => Promise<Outcome>,
  ): Promise<TaxNotice> {
    const outbox = notifications.outbox();
    const row = await db.transaction(async (tx) => {
      const { notice, job } = await lockedNotice(tx, caller, noticeId, side);
      const now = clock.now();
      const outcome = await change(tx, notice, job, now);
      if (outcome.unchanged) return outcome.row;
      if (outcome.notice) await outbox.add(tx, outcome.notice);
      if (outcome.audit) {
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: outcome.audit.action,
          subjectUserId: job.taxpayerUserId,
          subject: `tax-notice:${notice.id}`,
          from,
          ...(outcome.audit.detail ? { detail: outcome.audit.detail } : {}),
        });
      }
      return outcome.row;
    });
    await outbox.deliver();
    const [seen] = await noticesAsSeen(db, files, [row]);
    if (!seen) throw new Error("a changed letter was not seen");
    return seen;
  }

  return {
    /** Marks the letter answered with a note the taxpayer reads; its reminders stop. */
    respond(caller: Principal, input: RespondToTaxNotice, from: string): Promise<TaxNotice> {
      return changeNotice(caller, input.noticeId, "expert", from, async (tx, notice, job, now) => {
        if (notice.status === "answered" && notice.answerNote === input.note) {
          return { row: notice, unchanged: true };
        }
        const row = await taxNoticesRepository.update(tx, notice.id, {
          status: "answered",
          answeredAt: notice.answeredAt ?? now,
          answerNote: input.note,
        });
        const words = {
          professional: await professionalName(tx, job),
          kind: kindWords(row),
          note: input.note,
        };
        return {
          row,
          notice: {
            userId: job.taxpayerUserId,
            title: () => t("taxNotices.answeredTitle"),
            description: () => t("taxNotices.answeredText", words),
            link: taxpayerLink(job.quoteId),
          },
          audit: { action: "tax-notices.answered" },
        };
      });
    },

    /**
     * Quotes a price for the work on the letter: a new quote replaces one waiting or declined; once the
     * taxpayer accepted one, it is the agreed price and no longer changes.
     */
    quote(caller: Principal, input: QuoteTaxNotice, from: string): Promise<TaxNotice> {
      return changeNotice(caller, input.noticeId, "expert", from, async (tx, notice, job, now) => {
        const same =
          notice.quoteStatus === "pending" &&
          notice.quotePriceCents === input.priceCents &&
          notice.quoteMessage === input.message;
        if (same) return { row: notice, unchanged: true };
        if (notice.quoteStatus === "accepted") throw conflict(t("taxNotices.quoteAccepted"));
        await refuseCancelledJob(tx, job.quoteId);
        const row = await taxNoticesRepository.update(tx, notice.id, {
          quotePriceCents: input.priceCents,
          quoteMessage: input.message,
          quoteStatus: "pending",
          quotedAt: now,
          quoteAnsweredAt: null,
        });
        const words = {
          professional: await professionalName(tx, job),
          kind: kindWords(row),
          price: formatCents(input.priceCents),
          message: input.message,
        };
        return {
          row,
          notice: {
            userId: job.taxpayerUserId,
            title: () => t("taxNotices.quotedTitle", words),
            description: () => t("taxNotices.quotedText", words),
            link: taxpayerLink(job.quoteId),
          },
          audit: { action: "tax-notices.quoted", detail: { priceCents: input.priceCents } },
        };
      });
    },

    /**
     * The taxpayer accepts or declines the waiting quote; accepting records the price agreed for the
     * work on the letter. The same answer again answers the letter as it stands; the other is refused.
     */
    answerQuote(caller: Principal, input: AnswerTaxNoticeQuote, from: string): Promise<TaxNotice> {
      const wanted = input.accept ? "accepted" : "declined";
      return changeNotice(caller, input.noticeId, "taxpayer", from, async (tx, notice, job, now) => {
        if (notice.quoteStatus === wanted) return { row: notice, unchanged: true };
        if (notice.quoteStatus === "accepted") throw conflict(t("taxNotices.quoteAlreadyAccepted"));
        if (notice.quoteStatus === "declined") throw conflict(t("taxNotices.quoteAlreadyDeclined"));
        if (notice.quoteStatus !== "pending" || notice.quotePriceCents === null) {
          throw conflict(t("taxNotices.noQuoteToAnswer"));
        }
        if (input.accept) await refuseCancelledJob(tx, job.quoteId);
        const row = await taxNoticesRepository.update(tx, notice.id, {
          quoteStatus: wanted,
          quoteAnsweredAt: now,
        });
        const words = {
          client: await clientName(tx, job),
          kind: kindWords(row),
          price: formatCents(notice.quotePriceCents),
        };
        return {
          row,
          notice: {
            userId: professionalToTell(job),
            title: () => t(input.accept ? "taxNotices.quoteAcceptedTitle" : "taxNotices.quoteDeclinedTitle"),
            description: () =>
              t(input.accept ? "taxNotices.quoteAcceptedText" : "taxNotices.quoteDeclinedText", words),
            link: professionalLink(job.quoteId),
          },
          audit: {
            action: input.accept ? "tax-notices.quote-accepted" : "tax-notices.quote-declined",
            detail: { priceCents: notice.quotePriceCents },
          },
        };
      });
    },
  };
}

export type TaxNoticeAnswersService = ReturnType<typeof createTaxNoticeAnswersService>;
