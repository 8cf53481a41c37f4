import { appointmentTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { plainMail } from "../../plugins/mail/plain-mail";
import type { ChatService } from "../chat";
import { peopleRecords } from "../identity";
import type { NotificationsService } from "../notifications";
import { accountantLink, peopleOf, taxpayerLink, taxpayerZone, whenIn } from "./appointment-people";
import { type AppointmentRow, appointmentsRepository } from "./appointments.repository";
import type { CalendarTelling } from "./calendar-telling";
import { fullName, invitationIcs, invitationPart, typeWord } from "./ics";
import { createMeetingLinkUpdate } from "./meeting-link-update";
import { icsOf, overText, ownLocked } from "./owned-appointment";
import { usableZone } from "./slots";
import { videoLinksRepository } from "./video-links.repository";
import { isVideoAppointment, joinSentence } from "./video-links.service";

/**
 * The professional's decisions on a requested appointment. Each tells the taxpayer in-app and by mail
 * with the time in their zone; an approval reaches both as an `.ics` invitation, and the synced
 * calendar (when there is one) hears of it after commit.
 */
export function createAppointmentDecisionsService(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  notifications: NotificationsService;
  chat: ChatService;
  /** Tells the synced calendar, made once for every use case (`appointments.service.ts`). */
  tellCalendar: CalendarTelling;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, mail, tellCalendar, publicUrl } = deps;

  const url = (link: string) => `${publicUrl}/${link}`;

  const meetingLinkMade = createMeetingLinkUpdate(deps);

  return {
    async approve(caller: Principal, appointmentId: number): Promise<void> {
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const row = await ownLocked(tx, caller, appointmentId, "accountant");
        if (row.status === "approved") return null;
        if (row.status !== "requested") throw conflict(appointmentTexts.alreadyDecided);
        if (row.startsAt.getTime() <= now.getTime()) throw conflict(overText);
        await appointmentsRepository.update(tx, row.id, { status: "approved", updatedAt: now });
        const approved: AppointmentRow = { ...row, status: "approved", updatedAt: now };
        const { accountant, taxpayer } = await peopleOf(tx, approved);
        const ownLink = isVideoAppointment(row) ? await videoLinksRepository.find(tx, accountant.id) : null;
        const appointment = icsOf(approved, accountant, taxpayer, ownLink);
        const link = await taxpayerLink(tx, row.quoteId);
        // Every word below, the invitation's included, is written in its reader's language.
        await deps.notifications.outbox().add(tx, {
          userId: taxpayer.id,
          title: () => t("appointmentNotices.confirmedTitle"),
          description: () =>
            t("appointmentNotices.confirmedText", {
              professional: fullName(accountant),
              type: typeWord(row.typeId),
              when: whenIn(row.startsAt, taxpayerZone(taxpayer, accountant)),
              joinLine: joinSentence(appointment.meetingUrl),
            }),
          link,
          kind: "appointment-decisions",
          icalEvent: () => invitationPart(invitationIcs(appointment, false, url(link), now)),
        });
        const accountantMail = await peopleRecords.inTheirLanguage(tx, accountant.id, () => ({
          ...plainMail(
            accountant.email,
            t("appointmentNotices.confirmedMailSubject", { client: fullName(taxpayer) }),
            [
              t("appointmentNotices.mailGreeting", { firstName: accountant.firstName }),
              t("appointmentNotices.confirmedMailText", {
                type: typeWord(row.typeId),
                client: fullName(taxpayer),
                when: whenIn(row.startsAt, usableZone(accountant.timeZone)),
                joinLine: joinSentence(appointment.meetingUrl),
              }),
              t("appointmentNotices.openTaxlane", { url: url(accountantLink) }),
            ],
          ),
          icalEvent: invitationPart(invitationIcs(appointment, true, url(accountantLink), now)),
        }));
        await mail.enqueue(tx, accountantMail);
        return { approved, accountant, taxpayer, ownLink };
      });
      if (!done) return;
      const { approved, accountant, taxpayer, ownLink } = done;
      const made = await tellCalendar("appointmentApproved", approved, accountant, taxpayer, ownLink);
      if (made) await meetingLinkMade(approved.id, made);
    },

    async reject(caller: Principal, appointmentId: number, message: string | null): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await ownLocked(tx, caller, appointmentId, "accountant");
        if (row.status === "rejected") return;
        if (row.status !== "requested") throw conflict(appointmentTexts.alreadyDecided);
        await appointmentsRepository.update(tx, row.id, {
          status: "rejected",
          rejectionMessage: message,
          updatedAt: now,
        });
        const { accountant, taxpayer } = await peopleOf(tx, row);
        if (message) {
          await deps.chat.sendText(
            tx,
            { taxpayerUserId: taxpayer.id, expertUserId: accountant.id },
            // The one who declined speaks: the professional booked, or a colleague managing it.
            caller.userId,
            message,
          );
        }
        const words = () => ({
          professional: fullName(accountant),
          type: typeWord(row.typeId),
          when: whenIn(row.startsAt, taxpayerZone(taxpayer, accountant)),
        });
        await deps.notifications.outbox().add(tx, {
          userId: taxpayer.id,
          title: () => t("appointmentNotices.declinedTitle"),
          description: () =>
            message
              ? t("appointmentNotices.declinedWithMessageText", words())
              : t("appointmentNotices.declinedText", words()),
          link: message ? "user/messages" : await taxpayerLink(tx, row.quoteId),
          kind: "appointment-decisions",
        });
      });
    },
  };
}

export type AppointmentDecisionsService = ReturnType<typeof createAppointmentDecisionsService>;
