/**
 * What appointments need of a professional's synced external calendar (Google or Microsoft). The
 * calendar-sync module provides it; appointments never see a provider, a token or an OAuth detail.
 */

/** A span the professional is busy in their synced calendar, in UTC. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

/** An approved appointment as the external calendar shows it. */
export interface CalendarAppointment {
  appointmentId: number;
  /** Stable across updates and the cancellation: the same UID the `.ics` invitations carry. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** Where a video appointment meets when the professional set their own link (the event's location). */
  meetingUrl: string | null;
  /** A video appointment without the professional's own link: the calendar is asked to make a meeting. */
  makeMeeting: boolean;
}

export interface CalendarPort {
  /**
   * Busy spans of the professional's synced calendar that overlap [from, to). Empty when no calendar
   * is synced or the connection is broken; a provider failure marks the connection broken (and tells
   * the professional) and answers empty, so booking goes on without it.
   */
  busyTimes(accountantUserId: number, from: Date, to: Date): Promise<BusyInterval[]>;
  /**
   * Write an approved appointment into the synced calendar; never throws (a failure is recorded).
   * `stillApproved` is asked once the event is written: a cancellation that came meanwhile found no
   * event to remove, so the event is removed here. Answers the meeting link the calendar made with
   * the event (`makeMeeting`), or null.
   */
  appointmentApproved(
    accountantUserId: number,
    appointment: CalendarAppointment,
    stillApproved: () => Promise<boolean>,
  ): Promise<string | null>;
  /** Remove a cancelled appointment from the synced calendar; never throws. */
  appointmentCancelled(accountantUserId: number, appointment: CalendarAppointment): Promise<void>;
}
