import type { JobReminders, ReminderCadence, ReminderKind } from "@taxlane/contract";
import { DEFAULT_REMINDER_CADENCE } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { appointmentReminderRecords } from "../appointments";
import { documentReminderRecords } from "../documents";
import { peopleRecords } from "../identity";
import { organizerReminderRecords } from "../organizer";
import { isJobProfessional, jobRecords } from "../tax-preparation";
import { answerLabel, JOB_CADENCE_KINDS, type ReminderEngine } from "./engine";
import { type ReminderRow, remindersRepository } from "./reminders.repository";
import { listedStart, readableZone } from "./schedule";

/** Who reads a job's reminders: themself, the job's taxpayer, and the names of the others they went to. */
interface Reader {
  userId: number;
  taxpayerUserId: number;
  nameOf(userId: number): string;
}

const jobNotFound = () => notFound(t("reminders.jobNotFound"));
const reminderNotFound = () => notFound(t("reminders.reminderNotFound"));

/** The professional's view of a job's reminders: the list, the cadence, "send now" and "stop". */
export function createRemindersService(deps: { db: Database; clock: Clock; engine: ReminderEngine }) {
  const { db, clock, engine } = deps;

  /** The job when the caller is its professional; anyone else learns only that it is not there. */
  async function jobOf(executor: Executor, caller: Principal, quoteId: number) {
    const job = await jobRecords.parties(executor, quoteId);
    if (!job || !isJobProfessional(caller, job)) throw jobNotFound();
    return job;
  }

  /**
   * What the professional reads a reminder is about and whom it goes to (them, their client, or on a
   * practice's job the colleague it was for); the subject may be gone since. Times read in the
   * reader's zone (`readerZone`), as their appointments do.
   */
  async function subjectOf(row: ReminderRow, reader: Reader, readerZone: string): Promise<string> {
    const about = await aboutOf(row, readerZone);
    if (row.recipientUserId === reader.userId) return t("reminders.subjectToYou", { about });
    if (row.recipientUserId === reader.taxpayerUserId) return t("reminders.subjectToClient", { about });
    return t("reminders.subjectToColleague", { about, name: reader.nameOf(row.recipientUserId) });
  }

  async function aboutOf(row: ReminderRow, readerZone: string): Promise<string> {
    const id = Number(row.subjectId);
    switch (row.kind as ReminderKind) {
      case "organizer-answer": {
        const answer = await organizerReminderRecords.pendingAnswer(db, id);
        return answer ? answerLabel(answer) : t("reminders.organizerAnswerSubject");
      }
      case "requested-document": {
        const request = await documentReminderRecords.openRequest(db, id);
        return request ? request.title : t("reminders.requestedDocumentSubject");
      }
      case "appointment-24h":
      case "appointment-1h": {
        const appointment = await appointmentReminderRecords.approved(db, id);
        const before = t(row.kind === "appointment-1h" ? "reminders.hourBefore" : "reminders.dayBefore");
        if (!appointment) return t("reminders.appointmentSubject", { before });
        const when = listedStart(appointment.startsAt, readerZone);
        return t("reminders.appointmentSubjectOn", { when, before });
      }
      case "estimated-tax":
        return t("reminders.estimatedTaxTitle", { due: row.subjectId.split(":")[1] ?? "" });
      default:
        return row.kind;
    }
  }

  /** The job's reminders as the professional reading them sees them (a practice's member may be any). */
  async function view(caller: Principal, quoteId: number): Promise<JobReminders> {
    const job = await jobRecords.parties(db, quoteId);
    const cadence = (await remindersRepository.cadence(db, quoteId)) ?? DEFAULT_REMINDER_CADENCE;
    const rows = await remindersRepository.ofJob(db, quoteId);
    const people = await peopleRecords.byIds(db, [caller.userId, ...rows.map((row) => row.recipientUserId)]);
    const reader: Reader = {
      userId: caller.userId,
      taxpayerUserId: job?.taxpayerUserId ?? 0,
      nameOf: (userId) =>
        `${people.get(userId)?.firstName ?? ""} ${people.get(userId)?.lastName ?? ""}`.trim(),
    };
    // The zone answered is the one the subjects are written in, so the page writes its times alike.
    const readerZone = readableZone(people.get(caller.userId)?.timeZone);
    const sends = await remindersRepository.sendsOf(
      db,
      rows.map((row) => row.id),
    );
    const reminders = [];
    for (const row of rows) {
      reminders.push({
        id: row.id,
        kind: row.kind as ReminderKind,
        subject: await subjectOf(row, reader, readerZone),
        everyDays: row.everyDays,
        maxCount: row.maxCount,
        sentCount: row.sentCount,
        nextDueAt: row.stoppedAt ? null : row.nextDueAt.toISOString(),
        stoppedAt: row.stoppedAt?.toISOString() ?? null,
        stopReason: row.stopReason,
        sentAt: sends.filter((send) => send.reminderId === row.id).map((send) => send.sentAt.toISOString()),
      });
    }
    return {
      cadence: { everyDays: cadence.everyDays, maxCount: cadence.maxCount },
      reminders,
      timeZone: readerZone,
    };
  }

  async function reminderOfJob(principal: Principal, quoteId: number, reminderId: number) {
    await jobOf(db, principal, quoteId);
    const row = await remindersRepository.find(db, reminderId);
    if (!row || row.quoteId !== quoteId) throw reminderNotFound();
    return row;
  }

  return {
    async list(principal: Principal, quoteId: number): Promise<JobReminders> {
      await jobOf(db, principal, quoteId);
      // Subjects made since the last pass show at once.
      await engine.discover(clock.now());
      return view(principal, quoteId);
    },

    async setCadence(principal: Principal, quoteId: number, cadence: ReminderCadence): Promise<JobReminders> {
      await db.transaction(async (tx) => {
        await jobOf(tx, principal, quoteId);
        const now = clock.now();
        await remindersRepository.setCadence(tx, quoteId, cadence.everyDays, cadence.maxCount, now);
        await remindersRepository.applyCadence(tx, quoteId, JOB_CADENCE_KINDS, cadence, now);
      });
      return view(principal, quoteId);
    },

    async sendNow(principal: Principal, quoteId: number, reminderId: number): Promise<JobReminders> {
      await reminderOfJob(principal, quoteId, reminderId);
      const outcome = await engine.send(reminderId, "now");
      // Stopped, or stopped now as its job went to another member.
      if (outcome === "stopped" || outcome === "reassigned") {
        throw new AppError("CONFLICT", t("reminders.reminderStopped"));
      }
      if (outcome === "answered") {
        throw new AppError("CONFLICT", t("reminders.alreadyAnswered"));
      }
      return view(principal, quoteId);
    },

    async stop(principal: Principal, quoteId: number, reminderId: number): Promise<JobReminders> {
      const row = await reminderOfJob(principal, quoteId, reminderId);
      if (!row.stoppedAt) {
        await remindersRepository.update(db, reminderId, { stoppedAt: clock.now(), stopReason: "stopped" });
      }
      return view(principal, quoteId);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
