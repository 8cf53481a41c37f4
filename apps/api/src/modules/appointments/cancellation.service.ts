import { appointmentTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { plainMail } from "../../plugins/mail/plain-mail";
import { type Person, peopleRecords } from "../identity";
import type { NotificationDraft, NotificationsService } from "../notifications";
import { accountantLink, peopleOf, taxpayerLink, taxpayerZone, whenIn } from "./appointment-people";
import { type AppointmentRow, appointmentsRepository } from "./appointments.repository";
import type { CalendarTelling } from "./calendar-telling";
import { cancellationIcs, fullName, typeWord } from "./ics";
import { icsOf, overText, ownLocked } from "./owned-appointment";
import { usableZone } from "./slots";

/** A cancellation, once committed, for telling the synced calendar. */
export interface CancelledAppointment {
  cancelled: AppointmentRow;
  accountant: Person;
  taxpayer: Person;
}

/**
 * Either side's cancellation: the other person is told in-app and by mail with the time in their
 * zone, and an approved appointment reaches both as its METHOD:CANCEL. The synced calendar (when there
 * is one) hears of it after commit.
 */
export function createCancellationService(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  notifications: NotificationsService;
  /** Tells the synced calendar, made once for every use case (`appointments.service.ts`). */
  tellCalendar: CalendarTelling;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, mail, tellCalendar, publicUrl } = deps;

  const url = (link: string) => `${publicUrl}/${link}`;

  /**
   * Cancels one appointment inside `tx`, from `side`: the other person is told, and both get
   * METHOD:CANCEL if it was approved. Answers what the synced calendar must be told after commit.
   */
  async function cancelWithin(
    tx: Executor,
    caller: Principal,
    appointmentId: number,
    side: "accountant" | "taxpayer",
    now: Date,
  ): Promise<CancelledAppointment | null> {
    const row = await ownLocked(tx, caller, appointmentId, side);
    if (row.status === "cancelled") return null;
    if (row.status === "rejected") throw conflict(appointmentTexts.alreadyDecided);
    if (row.endsAt.getTime() <= now.getTime()) throw conflict(overText);
    await appointmentsRepository.update(tx, row.id, {
      status: "cancelled",
      cancelledByUserId: caller.userId,
      updatedAt: now,
    });
    const wasApproved = row.status === "approved";
    const cancelled: AppointmentRow = {
      ...row,
      status: "cancelled",
      cancelledByUserId: caller.userId,
      updatedAt: now,
    };
    const { accountant, taxpayer } = await peopleOf(tx, cancelled);
    const appointment = icsOf(cancelled, accountant, taxpayer);
    const link = await taxpayerLink(tx, row.quoteId);
    // Each part below is written in its reader's language: the words are composed when called.
    const cancelIcs = (forAccountant: boolean) => ({
      method: "CANCEL",
      filename: "cancel.ics",
      content: cancellationIcs(appointment, forAccountant, url(forAccountant ? accountantLink : link), now),
    });
    const cancelPart = (forAccountant: boolean) =>
      wasApproved ? { icalEvent: () => cancelIcs(forAccountant) } : {};
    const accountantWhen = () => whenIn(row.startsAt, usableZone(accountant.timeZone));
    const taxpayerWhen = () => whenIn(row.startsAt, taxpayerZone(taxpayer, accountant));
    const told: NotificationDraft =
      side === "accountant"
        ? {
            userId: taxpayer.id,
            title: () => t("appointmentNotices.cancelledTitle"),
            description: () =>
              t("appointmentNotices.cancelledByProfessionalText", {
                professional: fullName(accountant),
                type: typeWord(row.typeId),
                when: taxpayerWhen(),
              }),
            link,
            ...cancelPart(false),
          }
        : {
            userId: accountant.id,
            title: () => t("appointmentNotices.cancelledTitle"),
            description: () =>
              t("appointmentNotices.cancelledByClientText", {
                client: fullName(taxpayer),
                type: typeWord(row.typeId),
                when: accountantWhen(),
              }),
            link: accountantLink,
            ...cancelPart(true),
          };
    await deps.notifications.outbox().add(tx, told);
    if (wasApproved) {
      // The one who cancelled: the cancellation, so their calendar drops the event too.
      const self = side === "accountant" ? accountant : taxpayer;
      const forAccountant = side === "accountant";
      const selfMail = await peopleRecords.inTheirLanguage(tx, self.id, () => ({
        ...plainMail(self.email, t("appointmentNotices.cancelledTitle"), [
          t("appointmentNotices.mailGreeting", { firstName: self.firstName }),
          t("appointmentNotices.cancelledMailText", {
            type: typeWord(row.typeId),
            other: fullName(forAccountant ? taxpayer : accountant),
            when: forAccountant ? accountantWhen() : taxpayerWhen(),
          }),
        ]),
        icalEvent: cancelIcs(forAccountant),
      }));
      await mail.enqueue(tx, selfMail);
    }
    return wasApproved ? { cancelled, accountant, taxpayer } : null;
  }

  return {
    cancelWithin,
    tellCalendar,

    /** Cancels from either side; the other person is told, and both get METHOD:CANCEL if it was approved. */
    async cancel(caller: Principal, appointmentId: number, side: "accountant" | "taxpayer"): Promise<void> {
      const now = clock.now();
      const done = await db.transaction((tx) => cancelWithin(tx, caller, appointmentId, side, now));
      if (done) await tellCalendar("appointmentCancelled", done.cancelled, done.accountant, done.taxpayer);
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
