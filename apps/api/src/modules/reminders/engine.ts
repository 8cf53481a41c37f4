import { DEFAULT_REMINDER_CADENCE, type ReminderKind } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { businessOrganizer, findOrganizerQuestion, individualOrganizer } from "@taxlane/organizer";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { inLanguage } from "../../lib/language-scope";
import { appointmentReminderRecords } from "../appointments";
import { documentReminderRecords } from "../documents";
import { peopleRecords } from "../identity";
import type { NotificationDraft, NotificationsService } from "../notifications";
import { organizerReminderRecords } from "../organizer";
import { jobRecords } from "../tax-preparation";
import { billingSources } from "./billing-sources";
import { filingRejectedSource, taxDueSource } from "./filing-sources";
import { invoiceSource } from "./invoice-sources";
import type { ReminderMessage, ReminderSource, SourceKind } from "./reminder-source";
import { type NewReminder, REASSIGNED, remindersRepository } from "./reminders.repository";
import { quoteRequestSource, wideningSource } from "./request-sources";
import {
  APPOINTMENT_REMINDERS,
  appointmentReminderAt,
  DEFAULT_TIME_ZONE,
  dayMs,
  estimatedTaxRemindersBetween,
  localStart,
  nextDue,
  REMINDER_LOOK_AHEAD_MS,
} from "./schedule";
import { signatureSource } from "./signature-sources";
import { taxNoticeSources } from "./tax-notice-sources";

export type { ReminderMessage, ReminderSource, SourceKind };

/** The organizer and document reminders take the cadence the professional chose for the job. */
export const JOB_CADENCE_KINDS: readonly ReminderKind[] = ["organizer-answer", "requested-document"];

async function cadenceOf(db: Executor, quoteId: number) {
  return (await remindersRepository.cadence(db, quoteId)) ?? DEFAULT_REMINDER_CADENCE;
}

/** A question's label as the taxpayer read it in the organizer, marked when it is the spouse's. */
export function answerLabel(answer: { question: string; forSpouse: boolean }): string {
  const label =
    [individualOrganizer, businessOrganizer]
      .map((definition) => findOrganizerQuestion(definition, answer.question)?.question.label())
      .find((found) => found !== undefined) ?? t("reminders.organizerQuestionFallback");
  return answer.forSpouse ? t("reminders.spouseSuffix", { label }) : label;
}

const zoneOf = async (db: Executor, userIds: number[]) => {
  const people = await peopleRecords.byIds(db, userIds);
  return (userId: number) => people.get(userId)?.timeZone ?? DEFAULT_TIME_ZONE;
};

const organizerSource: ReminderSource = {
  kind: "organizer-answer",
  preference: "organizer",
  jobCadence: true,
  async discover(db, now) {
    const found: NewReminder[] = [];
    for (const answer of await organizerReminderRecords.pendingAnswers(db)) {
      const job = await jobRecords.parties(db, answer.quoteId);
      if (!job) continue;
      const cadence = await cadenceOf(db, answer.quoteId);
      found.push({
        kind: "organizer-answer",
        subjectId: String(answer.answerId),
        quoteId: answer.quoteId,
        recipientUserId: job.taxpayerUserId,
        everyDays: cadence.everyDays,
        maxCount: cadence.maxCount,
        nextDueAt: nextDue(answer.markedAt, cadence.everyDays),
        createdAt: now,
      });
    }
    return found;
  },
  async current(db, reminder) {
    const answer = await organizerReminderRecords.pendingAnswer(db, Number(reminder.subjectId));
    if (!answer) return null;
    const question = answerLabel(answer);
    return {
      title: t("reminders.organizerTitle"),
      description: t("reminders.organizerText", { question }),
      link: `user/tax_preparation/${answer.quoteId}`,
    };
  },
};

const documentSource: ReminderSource = {
  kind: "requested-document",
  preference: "documents",
  jobCadence: true,
  async discover(db, now) {
    const found: NewReminder[] = [];
    for (const request of await documentReminderRecords.openRequests(db)) {
      const job = await jobRecords.parties(db, request.quoteId);
      if (!job) continue;
      const cadence = await cadenceOf(db, request.quoteId);
      found.push({
        kind: "requested-document",
        subjectId: String(request.id),
        quoteId: request.quoteId,
        recipientUserId: job.taxpayerUserId,
        everyDays: cadence.everyDays,
        maxCount: cadence.maxCount,
        nextDueAt: nextDue(request.requestedAt, cadence.everyDays),
        createdAt: now,
      });
    }
    return found;
  },
  async current(db, reminder) {
    const request = await documentReminderRecords.openRequest(db, Number(reminder.subjectId));
    if (!request) return null;
    return {
      title: t("reminders.documentTitle", { document: request.title }),
      description: t("reminders.documentText", { document: request.title }),
      link: `user/tax_preparation/${request.quoteId}`,
    };
  },
};

function appointmentSource(entry: (typeof APPOINTMENT_REMINDERS)[number]): ReminderSource {
  return {
    kind: entry.kind,
    preference: "appointments",
    jobCadence: false,
    async discover(db, now) {
      const found: NewReminder[] = [];
      const upcoming = await appointmentReminderRecords.approvedBetween(
        db,
        now,
        new Date(now.getTime() + REMINDER_LOOK_AHEAD_MS),
      );
      const zone = await zoneOf(
        db,
        upcoming.flatMap((appointment) => [appointment.accountantUserId, appointment.taxpayerUserId]),
      );
      for (const appointment of upcoming) {
        // Booked on a chosen quote before a job began: not listed on a job.
        const job = appointment.quoteId === null ? null : await jobRecords.parties(db, appointment.quoteId);
        for (const userId of [appointment.taxpayerUserId, appointment.accountantUserId]) {
          const remindAt = appointmentReminderAt(appointment.startsAt, entry.before, zone(userId));
          // Booked after its instant: the nearer reminder comes instead.
          if (remindAt < now) continue;
          found.push({
            kind: entry.kind,
            subjectId: String(appointment.id),
            quoteId: job ? job.quoteId : null,
            recipientUserId: userId,
            everyDays: 0,
            maxCount: 1,
            nextDueAt: remindAt,
            createdAt: now,
          });
        }
      }
      return found;
    },
    async current(db, reminder, now) {
      const appointment = await appointmentReminderRecords.approved(db, Number(reminder.subjectId));
      if (!appointment || appointment.startsAt <= now) return null;
      const zone = await zoneOf(db, [reminder.recipientUserId]);
      const when = localStart(appointment.startsAt, zone(reminder.recipientUserId));
      const isExpert = reminder.recipientUserId === appointment.accountantUserId;
      return {
        title:
          entry.kind === "appointment-1h"
            ? t("reminders.appointmentInAnHourTitle")
            : t("reminders.appointmentTomorrowTitle"),
        description: t("reminders.appointmentText", { when }),
        // Where each side's appointments are listed: the professional's calendar, the taxpayer's quotes.
        link: isExpert ? "expert/appointments-calendar" : "user/quotes",
      };
    },
  };
}

const estimatedTaxSource: ReminderSource = {
  kind: "estimated-tax",
  preference: "estimated-tax",
  jobCadence: false,
  async discover(db, now) {
    const found: NewReminder[] = [];
    const quoteIds = await organizerReminderRecords.jobsPayingEstimates(db);
    const taxpayers = new Map<number, number>();
    for (const quoteId of quoteIds) {
      const job = await jobRecords.parties(db, quoteId);
      if (job && !taxpayers.has(job.taxpayerUserId)) taxpayers.set(job.taxpayerUserId, quoteId);
    }
    const zone = await zoneOf(db, [...taxpayers.keys()]);
    for (const [userId, quoteId] of taxpayers) {
      for (const payment of estimatedTaxRemindersBetween(
        new Date(now.getTime() - dayMs),
        new Date(now.getTime() + REMINDER_LOOK_AHEAD_MS),
        zone(userId),
      )) {
        found.push({
          kind: "estimated-tax",
          subjectId: `${quoteId}:${payment.dueDay}`,
          quoteId,
          recipientUserId: userId,
          everyDays: 0,
          maxCount: 1,
          nextDueAt: payment.remindAt,
          createdAt: now,
        });
      }
    }
    return found;
  },
  async current(db, reminder) {
    const [quoteId, dueDay] = reminder.subjectId.split(":");
    if (!quoteId || !dueDay || !(await organizerReminderRecords.paysEstimates(db, Number(quoteId))))
      return null;
    // Marked paid by the taxpayer: nothing to remind.
    if ((await remindersRepository.paidDays(db, reminder.recipientUserId, [dueDay])).has(dueDay)) return null;
    const due = new Date(`${dueDay}T12:00:00Z`).toLocaleDateString("en-US", {
      timeZone: "UTC",
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    return {
      title: t("reminders.estimatedTaxTitle", { due }),
      description: t("reminders.estimatedTaxText", { due }),
      // Where the payment is ticked paid.
      link: "user/notifications",
    };
  },
};

export const reminderSources: readonly ReminderSource[] = [
  organizerSource,
  documentSource,
  ...APPOINTMENT_REMINDERS.map(appointmentSource),
  estimatedTaxSource,
  ...billingSources,
  quoteRequestSource,
  wideningSource,
  signatureSource,
  invoiceSource,
  ...taxNoticeSources,
  filingRejectedSource,
  taxDueSource,
];

export type SendOutcome = "sent" | "already-sent" | "answered" | "not-due" | "stopped" | "reassigned";

/**
 * The engine: finds new subjects, then sends each due reminder once. A send locks the reminder's row,
 * re-reads its subject through the owner's service, and claims the (reminder, occurrence) key in
 * `reminder_sends` with the notification in the same transaction: two processes send it once.
 */
export function createReminderEngine(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  sources?: readonly ReminderSource[];
}) {
  const { db, clock, notifications, log } = deps;
  const sources = new Map((deps.sources ?? reminderSources).map((source) => [source.kind, source]));
  const outbox = notifications.outbox();

  async function discover(now: Date): Promise<void> {
    for (const source of sources.values()) {
      const found = await source.discover(db, now);
      // Someone who closed their account gets no new reminders (their kept jobs still exist).
      const closed = await peopleRecords.closedAmong(
        db,
        found.map((reminder) => reminder.recipientUserId),
      );
      const open = found.filter((reminder) => !closed.has(reminder.recipientUserId));
      await remindersRepository.insertMissing(db, open);
      // Only a source whose recipient may change stops a reminder as reassigned.
      if (source.stillFor) await remindersRepository.reviveReassigned(db, open);
    }
  }

  async function send(id: number, trigger: "schedule" | "now"): Promise<SendOutcome> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const reminder = await remindersRepository.lock(tx, id);
      if (!reminder || reminder.stoppedAt) return "stopped";
      if (trigger === "schedule" && (reminder.nextDueAt > now || reminder.sentCount >= reminder.maxCount)) {
        return "not-due";
      }
      const source = sources.get(reminder.kind as SourceKind);
      // Its job or request went to another member: they are reminded instead (found by `discover`).
      if (source?.stillFor && !(await source.stillFor(tx, reminder))) {
        await remindersRepository.update(tx, id, { stoppedAt: now, stopReason: REASSIGNED });
        return "reassigned";
      }
      // The message is read again and written in the recipient's language (any `t` awaited inside).
      const language = (await peopleRecords.languages(tx, [reminder.recipientUserId])).get(
        reminder.recipientUserId,
      );
      const message = !source
        ? null
        : await inLanguage(language ?? "en", () =>
            source.act ? source.act(tx, reminder, now, outbox) : source.current(tx, reminder, now),
          );
      if (!source || !message) {
        await remindersRepository.update(tx, id, { stoppedAt: now, stopReason: "answered" });
        return "answered";
      }
      const occurrence = reminder.sentCount + 1;
      if (!(await remindersRepository.claimSend(tx, id, occurrence, now, trigger))) return "already-sent";
      const done = occurrence >= reminder.maxCount;
      await remindersRepository.update(tx, id, {
        sentCount: occurrence,
        nextDueAt: done ? reminder.nextDueAt : nextDue(now, reminder.everyDays),
        ...(done ? { stoppedAt: now, stopReason: "done" } : {}),
      });
      const draft: NotificationDraft = {
        userId: reminder.recipientUserId,
        ...message,
        kind: source.preference,
      };
      await outbox.add(tx, draft);
      return "sent";
    });
  }

  return {
    discover,
    send,
    /** One pass: new subjects, then every due reminder. Answers how many went out. */
    async runDue(): Promise<number> {
      const now = clock.now();
      await discover(now);
      let sent = 0;
      // A reminder sent moves its next time ahead (or stops): one pass takes what is due now.
      for (const reminder of await remindersRepository.due(db, now, 500)) {
        try {
          if ((await send(reminder.id, "schedule")) === "sent") sent += 1;
        } catch (error) {
          log.warn({ err: error, reminderId: reminder.id }, "a reminder failed");
        }
      }
      return sent;
    },
  };
}

export type ReminderEngine = ReturnType<typeof createReminderEngine>;
