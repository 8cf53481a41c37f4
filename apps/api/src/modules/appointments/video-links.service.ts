import { AppointmentTypeId, type VideoMeetingLink } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { AppointmentRow } from "./appointments.repository";
import { videoLinksRepository } from "./video-links.repository";

/** Whether the appointment is a video meeting, the only kind that has a link. */
export const isVideoAppointment = (row: Pick<AppointmentRow, "typeId">) =>
  row.typeId === AppointmentTypeId.videoChat;

/**
 * Where a video appointment meets: the link its synced calendar made with the event, else the
 * professional's own link. Other kinds meet elsewhere and have none.
 */
export function meetingUrlOf(
  row: Pick<AppointmentRow, "typeId" | "meetingUrl">,
  ownLink: string | null | undefined,
): string | null {
  if (!isVideoAppointment(row)) return null;
  return row.meetingUrl ?? ownLink ?? null;
}

/** The professional's own video meeting link: reading and setting it. */
export function createVideoLinksService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async get(caller: Principal): Promise<VideoMeetingLink> {
      return { url: await videoLinksRepository.find(db, caller.userId) };
    },

    /** Sets the link (already checked by the contract: https, a host, no spaces), or removes it with null. */
    async set(caller: Principal, url: string | null): Promise<VideoMeetingLink> {
      if (url === null) await videoLinksRepository.remove(db, caller.userId);
      else
        await videoLinksRepository.save(db, { accountantUserId: caller.userId, url, updatedAt: clock.now() });
      return { url };
    },
  };
}

export type VideoLinksService = ReturnType<typeof createVideoLinksService>;

/** The sentence a confirmation adds for a video appointment's link; nothing without one. */
export const joinSentence = (meetingUrl: string | null | undefined): string =>
  meetingUrl ? t("appointmentNotices.joinLine", { url: meetingUrl }) : "";
