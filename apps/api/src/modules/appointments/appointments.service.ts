import { randomUUID } from "node:crypto";
import { appointmentTexts, RoleId } from "@taxlane/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import { type Principal, requireRole, requireSignedIn } from "../../lib/access";
import { type AppError, conflict, fieldError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { plainMail } from "../../plugins/mail/plain-mail";
import type { ChatService } from "../chat";
import type { Person } from "../identity";
import type { NotificationDraft, NotificationsService } from "../notifications";
import { accountantLink, peopleOf, taxpayerLink, taxpayerZone, whenIn } from "./appointment-people";
import { type AppointmentRow, appointmentsRepository } from "./appointments.repository";
import type { AvailabilityService } from "./availability.service";
import { bookingAccess } from "./booking-access";
import type { CalendarPort } from "./calendar-port";
import { createCalendarTelling } from "./calendar-telling";
import { cancellationIcs, fullName, type IcsAppointment, invitationIcs, typeLabel } from "./ics";
import { createMeetingLinkUpdate } from "./meeting-link-update";
import { daySpan, freeSlots, refusalOf, type Slot, type SlotRefusal, slotAt, usableZone } from "./slots";
import { videoLinksRepository } from "./video-links.repository";
import { isVideoAppointment, joinSentence, meetingUrlOf } from "./video-links.service";

/** The booking as the contract's schema leaves it. */
export interface BookingRequest {
  quoteId: number;
  appointmentTypeId: number;
  additionalComments: string | null;
  dateTime: string;
  time: number;
}

const overText = "This appointment is over and can no longer be changed.";

/** Each refusal of a slot in the words the booking dialog shows. */
function refusalError(refusal: SlotRefusal): AppError {
  switch (refusal) {
    case "past":
      return fieldError("time", appointmentTexts.slotInPast);
    case "tooFarAhead":
      return fieldError("dateTime", appointmentTexts.tooFarAhead);
    case "tooSoon":
      return fieldError("time", appointmentTexts.slotTooSoon);
    case "taken":
      return fieldError("time", appointmentTexts.slotTaken, "CONFLICT");
    default:
      return fieldError("time", appointmentTexts.slotNotOffered);
  }
}

/** A cancellation, once committed, for telling the synced calendar. */
interface CancelledAppointment {
  cancelled: AppointmentRow;
  accountant: Person;
  taxpayer: Person;
}

/**
 * Appointments: booking by the taxpayer of a job or live quote (`booking-access.ts`), the professional's
 * decisions, either side's cancellation (the lists are `appointment-lists.service.ts`). Each decision tells the other person in-app and by mail with the time
 * in their zone; approved appointments reach both as an `.ics` invitation and a cancellation as its
 * METHOD:CANCEL. The synced calendar (when there is one) hears of approvals and cancellations after commit.
 */
export function createAppointmentsService(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  notifications: NotificationsService;
  chat: ChatService;
  availability: AvailabilityService;
  calendar: CalendarPort | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, mail, availability, calendar, log, publicUrl } = deps;

  const url = (link: string) => `${publicUrl}/${link}`;
  const tellCalendar = createCalendarTelling({ db, calendar, log, accountantUrl: url(accountantLink) });

  const meetingLinkMade = createMeetingLinkUpdate(deps);

  /** `ownLink`: the professional's own video link, for a video appointment without one of its own. */
  const icsOf = (
    row: AppointmentRow,
    accountant: Person,
    taxpayer: Person,
    ownLink: string | null = null,
  ): IcsAppointment => ({ row, accountant, taxpayer, meetingUrl: meetingUrlOf(row, ownLink) });

  /** The appointment, locked, when the caller is its person on `side` (anyone else: not found). */
  async function ownLocked(
    tx: Executor,
    caller: Principal,
    appointmentId: number,
    side: "accountant" | "taxpayer",
  ) {
    const row = await appointmentsRepository.lock(tx, appointmentId);
    const owner = side === "accountant" ? row?.accountantUserId : row?.taxpayerUserId;
    if (!row || owner !== caller.userId) throw notFound(appointmentTexts.notFound);
    return row;
  }

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
    const type = typeLabel(row.typeId).toLowerCase();
    const link = await taxpayerLink(tx, row.quoteId);
    const cancelPart = (forAccountant: boolean) =>
      wasApproved
        ? {
            icalEvent: {
              method: "CANCEL",
              filename: "cancel.ics",
              content: cancellationIcs(
                appointment,
                forAccountant,
                url(forAccountant ? accountantLink : link),
                now,
              ),
            },
          }
        : {};
    const accountantWhen = whenIn(row.startsAt, usableZone(accountant.timeZone));
    const taxpayerWhen = whenIn(row.startsAt, taxpayerZone(taxpayer, accountant));
    const told: NotificationDraft =
      side === "accountant"
        ? {
            userId: taxpayer.id,
            title: "Appointment cancelled",
            description: `${fullName(accountant)} cancelled your ${type} on ${taxpayerWhen}.`,
            link,
            ...cancelPart(false),
          }
        : {
            userId: accountant.id,
            title: "Appointment cancelled",
            description: `${fullName(taxpayer)} cancelled the ${type} on ${accountantWhen}.`,
            link: accountantLink,
            ...cancelPart(true),
          };
    await deps.notifications.outbox().add(tx, told);
    if (wasApproved) {
      // The one who cancelled: the cancellation, so their calendar drops the event too.
      const self = side === "accountant" ? accountant : taxpayer;
      const forAccountant = side === "accountant";
      await mail.enqueue(tx, {
        ...plainMail(self.email, "Appointment cancelled", [
          `Hello ${self.firstName},`,
          `Your ${type} with ${fullName(forAccountant ? taxpayer : accountant)} on ${forAccountant ? accountantWhen : taxpayerWhen} is cancelled. The attached cancellation removes it from your calendar.`,
        ]),
        ...cancelPart(forAccountant),
      });
    }
    return wasApproved ? { cancelled, accountant, taxpayer } : null;
  }

  /** The span a booking of `slot` must find free: the slot and the professional's buffer around it. */
  function withBuffer(slot: { startsAt: Date; endsAt: Date }, bufferMinutes: number) {
    const bufferMs = bufferMinutes * 60_000;
    return {
      from: new Date(slot.startsAt.getTime() - bufferMs),
      to: new Date(slot.endsAt.getTime() + bufferMs),
    };
  }

  /** Where the checks of a booking read: rules, the slot and why it would be refused. */
  async function checkedSlot(executor: Executor, accountantUserId: number, day: string, time: number) {
    const rules = await availability.rulesOf(executor, accountantUserId);
    const slot = slotAt(day, time, rules.timeZone);
    const now = clock.now();
    let refusal = refusalOf(rules, day, slot, now, []);
    if (refusal === null && slot) {
      const { from, to } = withBuffer(slot, rules.bufferMinutes);
      const busy = await availability.busy(executor, accountantUserId, from, to);
      refusal = refusalOf(rules, day, slot, now, busy);
    }
    return { rules, slot, refusal };
  }

  return {
    /** The free slots of a day in the professional's zone. */
    async freeSlots(
      principal: Principal | null,
      accountantUserId: number,
      day: string,
    ): Promise<{ timeZone: string; slots: Slot[] }> {
      const caller = requireSignedIn(principal);
      if (!(await bookingAccess.mayViewSlots(db, caller, accountantUserId))) {
        throw fieldError("accountantId", appointmentTexts.notYourJob, "FORBIDDEN");
      }
      const rules = await availability.rulesOf(db, accountantUserId);
      const span = daySpan(day, rules);
      if (!span) throw fieldError("date", appointmentTexts.slotNotOffered);
      const busy = await availability.busy(db, accountantUserId, span.from, span.to);
      return { timeZone: rules.timeZone, slots: freeSlots(rules, day, clock.now(), busy) };
    },

    async book(principal: Principal | null, request: BookingRequest): Promise<{ id: number }> {
      const caller = requireRole(principal, RoleId.taxpayer);
      const parties = await bookingAccess.parties(db, request.quoteId);
      if (!parties || parties.taxpayerUserId !== caller.userId) {
        throw fieldError("quoteId", appointmentTexts.notYourJob, "FORBIDDEN");
      }
      const { rules, slot, refusal } = await checkedSlot(
        db,
        parties.expertUserId,
        request.dateTime,
        request.time,
      );
      if (refusal !== null || !slot) throw refusalError(refusal ?? "missing");
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        // Checked again under the professional's lock, against the appointments stored by now: a
        // booking made at the same moment within the buffer (its own start need not be this one).
        await appointmentsRepository.lockBookingsOf(tx, parties.expertUserId);
        const { from, to } = withBuffer(slot, rules.bufferMinutes);
        const near = await appointmentsRepository.liveSpans(tx, parties.expertUserId, from, to);
        if (near.length > 0) return null;
        const row = await appointmentsRepository.insert(tx, {
          accountantUserId: parties.expertUserId,
          taxpayerUserId: caller.userId,
          quoteId: request.quoteId,
          typeId: request.appointmentTypeId,
          comment: request.additionalComments,
          status: "requested",
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          uid: `${randomUUID()}@taxlane`,
          createdAt: now,
          updatedAt: now,
        });
        // The partial unique index kept another booking of this start: the slot is taken.
        if (!row) return null;
        const { accountant, taxpayer } = await peopleOf(tx, row);
        await deps.notifications.outbox().add(tx, {
          userId: accountant.id,
          title: "New appointment request",
          description: `${fullName(taxpayer)} asked for a ${typeLabel(row.typeId).toLowerCase()} on ${whenIn(row.startsAt, rules.timeZone)}.${row.comment ? ` Comments: ${row.comment}` : ""}`,
          link: accountantLink,
        });
        return row.id;
      });
      if (id === null) throw refusalError("taken");
      return { id };
    },

    async approve(principal: Principal | null, appointmentId: number): Promise<void> {
      const caller = requireRole(principal, RoleId.expert);
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
        const joinLine = joinSentence(appointment.meetingUrl);
        const link = await taxpayerLink(tx, row.quoteId);
        const type = typeLabel(row.typeId).toLowerCase();
        await deps.notifications.outbox().add(tx, {
          userId: taxpayer.id,
          title: "Appointment confirmed",
          description: `${fullName(accountant)} confirmed your ${type} on ${whenIn(row.startsAt, taxpayerZone(taxpayer, accountant))}.${joinLine} The invitation for your calendar is attached.`,
          link,
          icalEvent: {
            method: "REQUEST",
            filename: "invite.ics",
            content: invitationIcs(appointment, false, url(link), now),
          },
        });
        await mail.enqueue(tx, {
          ...plainMail(accountant.email, `Appointment confirmed: ${fullName(taxpayer)}`, [
            `Hello ${accountant.firstName},`,
            `You confirmed a ${type} with ${fullName(taxpayer)} on ${whenIn(row.startsAt, usableZone(accountant.timeZone))}.${joinLine} The invitation for your calendar is attached.`,
            `Open Taxlane: ${url(accountantLink)}`,
          ]),
          icalEvent: {
            method: "REQUEST",
            filename: "invite.ics",
            content: invitationIcs(appointment, true, url(accountantLink), now),
          },
        });
        return { approved, accountant, taxpayer, ownLink };
      });
      if (!done) return;
      const { approved, accountant, taxpayer, ownLink } = done;
      const made = await tellCalendar("appointmentApproved", approved, accountant, taxpayer, ownLink);
      if (made) await meetingLinkMade(approved.id, made);
    },

    async reject(principal: Principal | null, appointmentId: number, message: string | null): Promise<void> {
      const caller = requireRole(principal, RoleId.expert);
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
            accountant.id,
            message,
          );
        }
        const when = whenIn(row.startsAt, taxpayerZone(taxpayer, accountant));
        const type = typeLabel(row.typeId).toLowerCase();
        await deps.notifications.outbox().add(tx, {
          userId: taxpayer.id,
          title: "Appointment declined",
          description: message
            ? `${fullName(accountant)} declined your ${type} on ${when} and sent you a message.`
            : `${fullName(accountant)} declined your ${type} on ${when}. Please choose another time.`,
          link: message ? "user/messages" : await taxpayerLink(tx, row.quoteId),
        });
      });
    },

    /** Cancels from either side; the other person is told, and both get METHOD:CANCEL if it was approved. */
    async cancel(
      principal: Principal | null,
      appointmentId: number,
      side: "accountant" | "taxpayer",
    ): Promise<void> {
      const caller = requireRole(principal, side === "accountant" ? RoleId.expert : RoleId.taxpayer);
      const now = clock.now();
      const done = await db.transaction((tx) => cancelWithin(tx, caller, appointmentId, side, now));
      if (done) await tellCalendar("appointmentCancelled", done.cancelled, done.accountant, done.taxpayer);
    },

    /**
     * Before a closing account's transaction: the professional's own synced calendar drops the
     * approved appointments still to come, while its connection is there (the closing removes it).
     */
    async removeUpcomingFromOwnCalendar(caller: Principal, now: Date): Promise<void> {
      for (const row of await appointmentsRepository.liveOf(db, caller.userId, now)) {
        if (row.accountantUserId !== caller.userId || row.status !== "approved") continue;
        const { accountant, taxpayer } = await peopleOf(db, row);
        await tellCalendar("appointmentCancelled", row, accountant, taxpayer);
      }
    },

    /**
     * Inside a closing account's transaction: cancels every appointment of `caller` still to come,
     * as they would one by one (the other person is told, by notification and mail). Answers what to
     * run after commit: telling the other professionals' synced calendars (the caller's own was told
     * before, by `removeUpcomingFromOwnCalendar`).
     */
    async cancelUpcomingWithin(tx: Executor, caller: Principal, now: Date): Promise<() => Promise<void>> {
      const done: CancelledAppointment[] = [];
      for (const row of await appointmentsRepository.liveOf(tx, caller.userId, now)) {
        const side = row.taxpayerUserId === caller.userId ? "taxpayer" : "accountant";
        const cancelled = await cancelWithin(tx, caller, row.id, side, now);
        if (cancelled && side === "taxpayer") done.push(cancelled);
      }
      return async () => {
        for (const { cancelled, accountant, taxpayer } of done)
          await tellCalendar("appointmentCancelled", cancelled, accountant, taxpayer);
      };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
