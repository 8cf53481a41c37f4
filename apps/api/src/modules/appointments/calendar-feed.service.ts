import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import { hashLinkToken, newLinkToken } from "../../lib/tokens";
import { peopleRecords } from "../identity";
import { appointmentsRepository } from "./appointments.repository";
import { feedTokensRepository } from "./feed-tokens.repository";
import { feedIcs, type IcsAppointment } from "./ics";
import { videoLinksRepository } from "./video-links.repository";
import { meetingUrlOf } from "./video-links.service";

/** How far back a feed reaches: recent appointments stay visible for a month. */
const FEED_DAYS_BACK = 30;
const unknownFeed = () => notFound(t("appointmentNotices.unknownFeed"));

/**
 * A person's private calendar feed: one unguessable address per person (`/api/calendar/feed/<token>.ics`,
 * offered as `webcal://` too), made on first ask, replaced (and the old one revoked) on reset. Only
 * the token's hash finds it; the token itself is kept sealed so the same address can be shown again.
 */
export function createCalendarFeedService(deps: {
  db: Database;
  clock: Clock;
  keyring: Keyring;
  publicUrl: string;
}) {
  const { db, clock, keyring, publicUrl } = deps;

  function addresses(token: string) {
    const url = `${publicUrl}/api/calendar/feed/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, "webcal://") };
  }

  const rowFor = (userId: number, token: string) => ({
    userId,
    tokenHash: hashLinkToken(token),
    tokenSealed: keyring.encryptText(token),
    createdAt: clock.now(),
  });

  return {
    /** The caller's feed address, made on first ask. */
    async address(caller: Principal) {
      let stored = await feedTokensRepository.findByUser(db, caller.userId);
      if (!stored) {
        await feedTokensRepository.insertIfMissing(db, rowFor(caller.userId, newLinkToken()));
        stored = await feedTokensRepository.findByUser(db, caller.userId);
      }
      if (!stored) throw new Error("the calendar feed just made is gone");
      return addresses(keyring.decryptText(stored.tokenSealed));
    },

    /** A new address; the old one answers 404 from now on. */
    async reset(caller: Principal) {
      const token = newLinkToken();
      await feedTokensRepository.replace(db, rowFor(caller.userId, token));
      return addresses(token);
    },

    /** The feed of the address's owner as iCalendar text; an unknown or revoked address is not found. */
    async feed(file: string): Promise<string> {
      const token = file.replace(/\.ics$/i, "");
      const stored = await feedTokensRepository.findByHash(db, hashLinkToken(token));
      if (!stored) throw unknownFeed();
      const now = clock.now();
      const rows = await appointmentsRepository.liveOf(
        db,
        stored.userId,
        new Date(now.getTime() - FEED_DAYS_BACK * 24 * 3600_000),
      );
      const people = await peopleRecords.byIds(db, [
        stored.userId,
        ...rows.flatMap((row) => [row.accountantUserId, row.taxpayerUserId]),
      ]);
      const ownLinks = await videoLinksRepository.findMany(
        db,
        rows.map((row) => row.accountantUserId),
      );
      const appointments: IcsAppointment[] = rows.flatMap((row) => {
        const accountant = people.get(row.accountantUserId);
        const taxpayer = people.get(row.taxpayerUserId);
        // A taxpayer's feed shows where to meet once the professional approved, as their list does.
        const shown = row.status === "approved" || row.accountantUserId === stored.userId;
        const meetingUrl = shown ? meetingUrlOf(row, ownLinks.get(row.accountantUserId)) : null;
        return accountant && taxpayer ? [{ row, accountant, taxpayer, meetingUrl }] : [];
      });
      const ownerIsAccountant = (appointment: IcsAppointment) =>
        appointment.row.accountantUserId === stored.userId;
      // A subscribed calendar has no page language: its events read in the owner's.
      return peopleRecords.inTheirLanguage(db, stored.userId, () =>
        feedIcs(
          appointments,
          ownerIsAccountant,
          (appointment) =>
            ownerIsAccountant(appointment)
              ? `${publicUrl}/expert/appointments-calendar`
              : `${publicUrl}/user/tax_preparation/${appointment.row.quoteId}`,
          now,
        ),
      );
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
