import { t } from "@taxlane/contract/i18n";
import { requestRecords } from "../marketplace";
import type { ReminderSource } from "./reminder-source";
import { dayMs } from "./schedule";

/** A request routed to a professional and not quoted this long after is brought to their attention. */
export const QUOTE_REQUEST_REMINDER_AFTER_MS = dayMs;
/** Introductions older than this are not looked at any more (the reminder would come far too late). */
const LOOK_BACK_MS = 3 * dayMs;

/** A reminder's subject: the routing of a request to an expert. */
const subjectOf = (requestId: number, expertUserId: number) => `${requestId}:${expertUserId}`;
const routingOf = (subjectId: string) => {
  const [requestId = Number.NaN, expertUserId = Number.NaN] = subjectId.split(":").map(Number);
  return Number.isInteger(requestId) && Number.isInteger(expertUserId) ? { requestId, expertUserId } : null;
};

/**
 * A request for a quote the professional has not answered a day after it reached them: one
 * reminder, none once they quote or the request closes (withdrawn, or a job began from it). A
 * practice's routing is reminded to the member it is assigned to (`stillFor`: one an owner moved it
 * away from is not).
 */
export const quoteRequestSource: ReminderSource = {
  kind: "quote-request-unanswered",
  preference: "requests",
  jobCadence: false,
  async discover(db, now) {
    const waiting = await requestRecords.unquotedIntroductions(
      db,
      new Date(now.getTime() - LOOK_BACK_MS),
      now,
    );
    return waiting.map((row) => ({
      kind: "quote-request-unanswered",
      subjectId: subjectOf(row.requestId, row.expertUserId),
      quoteId: null,
      recipientUserId: row.workerUserId,
      everyDays: 0,
      maxCount: 1,
      nextDueAt: new Date(row.introducedAt.getTime() + QUOTE_REQUEST_REMINDER_AFTER_MS),
      createdAt: now,
    }));
  },
  async stillFor(db, reminder) {
    const routing = routingOf(reminder.subjectId);
    // A subject no longer there is answered by `current`.
    if (!routing) return true;
    const worker = await requestRecords.workerOfRouting(db, routing.requestId, routing.expertUserId);
    return worker === null || worker === reminder.recipientUserId;
  },
  async current(db, reminder) {
    const routing = routingOf(reminder.subjectId);
    if (!routing) return null;
    if (!(await requestRecords.awaitsQuote(db, routing.requestId, routing.expertUserId))) return null;
    return {
      title: t("reminders.quoteAwaitedTitle"),
      description: t("reminders.quoteAwaitedText"),
      link: "expert/requests",
    };
  },
};

/**
 * How long a request waits for quotes before it is widened once and the taxpayer told (docs/decisions/0172):
 * two days, time for the professionals first introduced to answer.
 */
export const WIDEN_SHORT_OF_QUOTES_AFTER_MS = 2 * dayMs;
/** Requests older than this when first seen are not widened (the engine began after they were made). */
const WIDEN_LOOK_BACK_MS = 7 * dayMs;

const professionals = (count: number) => t("reminders.moreProfessionals", { count });

/**
 * A request with fewer than 5 quotes two days after it was made: routed once to more professionals
 * who fit under the wider rules (5 introductions at most in all), and the taxpayer told. The
 * reminder's unique key makes it once per request; with no one more to introduce, nothing is sent.
 */
export const wideningSource: ReminderSource = {
  kind: "introductions-widened",
  preference: "requests",
  jobCadence: false,
  async discover(db, now) {
    const requests = await requestRecords.uninvitedOpenMadeBetween(
      db,
      new Date(now.getTime() - WIDEN_LOOK_BACK_MS),
      now,
    );
    return requests.map((request) => ({
      kind: "introductions-widened",
      subjectId: String(request.id),
      quoteId: null,
      recipientUserId: request.taxpayerUserId,
      everyDays: 0,
      maxCount: 1,
      nextDueAt: new Date(request.createdAt.getTime() + WIDEN_SHORT_OF_QUOTES_AFTER_MS),
      createdAt: now,
    }));
  },
  // What the taxpayer is told depends on who was added: said by `act` when it is done.
  async current() {
    return null;
  },
  async act(tx, reminder, now, outbox) {
    const added = await requestRecords.widenShortOfQuotes(tx, Number(reminder.subjectId), now, outbox);
    if (!added) return null;
    return {
      title: t("reminders.introducedTitle", { professionals: professionals(added) }),
      description: t("reminders.introducedText", { professionals: professionals(added) }),
      link: "user/quotes",
    };
  },
};
