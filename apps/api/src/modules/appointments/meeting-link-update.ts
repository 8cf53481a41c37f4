import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { plainMail } from "../../plugins/mail/plain-mail";
import { peopleRecords } from "../identity";
import type { NotificationsService } from "../notifications";
import { accountantLink, taxpayerLink, taxpayerZone, whenIn } from "./appointment-people";
import { appointmentsRepository } from "./appointments.repository";
import { fullName, type IcsAppointment, invitationIcs, invitationPart } from "./ics";
import { usableZone } from "./slots";

/**
 * The meeting link a synced calendar made for an approved video appointment, once its event is
 * written (after the approval committed, so the first invitations went without it): stored on the
 * appointment, and both people get the invitation again with the link, under the same UID with a
 * higher SEQUENCE, so their calendars update the event they hold.
 */
export function createMeetingLinkUpdate(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  notifications: NotificationsService;
  publicUrl: string;
}) {
  const { db, clock, mail, notifications, publicUrl } = deps;
  const url = (link: string) => `${publicUrl}/${link}`;

  return async function meetingLinkMade(appointmentId: number, meetingUrl: string): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await appointmentsRepository.lock(tx, appointmentId);
      // Cancelled meanwhile, or the link is already known: nothing to tell.
      if (row?.status !== "approved" || row.meetingUrl === meetingUrl) return;
      await appointmentsRepository.update(tx, row.id, { meetingUrl, updatedAt: now });
      const people = await peopleRecords.byIds(tx, [row.accountantUserId, row.taxpayerUserId]);
      const accountant = people.get(row.accountantUserId);
      const taxpayer = people.get(row.taxpayerUserId);
      if (!accountant || !taxpayer) return;
      const appointment: IcsAppointment = { row: { ...row, meetingUrl }, accountant, taxpayer, meetingUrl };
      const link = await taxpayerLink(tx, row.quoteId);
      await notifications.outbox().add(tx, {
        userId: taxpayer.id,
        title: () => t("appointmentNotices.meetingLinkTitle"),
        description: () =>
          t("appointmentNotices.meetingLinkText", {
            professional: fullName(accountant),
            when: whenIn(row.startsAt, taxpayerZone(taxpayer, accountant)),
            meetingUrl,
          }),
        link,
        icalEvent: () => invitationPart(invitationIcs(appointment, false, url(link), now, true)),
      });
      const accountantMail = await peopleRecords.inTheirLanguage(tx, accountant.id, () => ({
        ...plainMail(
          accountant.email,
          t("appointmentNotices.meetingLinkMailSubject", { client: fullName(taxpayer) }),
          [
            t("appointmentNotices.mailGreeting", { firstName: accountant.firstName }),
            t("appointmentNotices.meetingLinkMailText", {
              client: fullName(taxpayer),
              when: whenIn(row.startsAt, usableZone(accountant.timeZone)),
              meetingUrl,
            }),
            t("appointmentNotices.openTaxlane", { url: url(accountantLink) }),
          ],
        ),
        icalEvent: invitationPart(invitationIcs(appointment, true, url(accountantLink), now, true)),
      }));
      await mail.enqueue(tx, accountantMail);
    });
  };
}
