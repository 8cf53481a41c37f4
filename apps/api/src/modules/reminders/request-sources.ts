import { requestRecordsService } from "../marketplace/request-records.service";
import type { ReminderSource } from "./engine";
import { dayMs } from "./schedule";

/** A request routed to a professional and not quoted this long after is brought to their attention. */
export const QUOTE_REQUEST_REMINDER_AFTER_MS = dayMs;
/** Introductions older than this are not looked at any more (the reminder would come far too late). */
const LOOK_BACK_MS = 3 * dayMs;

const subjectOf = (requestId: number, expertUserId: number) => `${requestId}:${expertUserId}`;

/**
 * A request for a quote the professional has not answered a day after it reached them: one
 * reminder, none once they quote or the request closes (withdrawn, or a job began from it).
 */
export const quoteRequestSource: ReminderSource = {
  kind: "quote-request-unanswered",
  preference: "requests",
  jobCadence: false,
  async discover(db, now) {
    const waiting = await requestRecordsService.unquotedIntroductions(
      db,
      new Date(now.getTime() - LOOK_BACK_MS),
      now,
    );
    return waiting.map((row) => ({
      kind: "quote-request-unanswered",
      subjectId: subjectOf(row.requestId, row.expertUserId),
      quoteId: null,
      recipientUserId: row.expertUserId,
      everyDays: 0,
      maxCount: 1,
      nextDueAt: new Date(row.introducedAt.getTime() + QUOTE_REQUEST_REMINDER_AFTER_MS),
      createdAt: now,
    }));
  },
  async current(db, reminder) {
    const requestId = Number(reminder.subjectId.split(":")[0]);
    if (!Number.isInteger(requestId)) return null;
    if (!(await requestRecordsService.awaitsQuote(db, requestId, reminder.recipientUserId))) return null;
    return {
      title: "A taxpayer is waiting for your quote",
      description:
        "A request for a quote reached you a day ago and has no answer yet. Send a quote while the taxpayer is still choosing.",
      link: "expert/requests",
    };
  },
};
