import { randomUUID } from "node:crypto";
import { appointmentTexts, type makeAppointmentRequestSchema } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { type AppError, fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { NotificationsService } from "../notifications";
import { isJobTaxpayer } from "../tax-preparation";
import { accountantLink, peopleOf, whenIn } from "./appointment-people";
import { appointmentsRepository } from "./appointments.repository";
import type { AvailabilityService } from "./availability.service";
import { bookingAccess } from "./booking-access";
import { fullName, typeWord } from "./ics";
import { daySpan, freeSlots, refusalOf, type Slot, type SlotRefusal, slotAt } from "./slots";

/** The booking as the contract's schema leaves it. */
export type BookingRequest = z.infer<typeof makeAppointmentRequestSchema>;

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

/** The span a booking of `slot` must find free: the slot and the professional's buffer around it. */
function withBuffer(slot: { startsAt: Date; endsAt: Date }, bufferMinutes: number) {
  const bufferMs = bufferMinutes * 60_000;
  return {
    from: new Date(slot.startsAt.getTime() - bufferMs),
    to: new Date(slot.endsAt.getTime() + bufferMs),
  };
}

/**
 * Booking by the taxpayer of a job or live quote (`booking-access.ts`): the free slots of a day, and
 * the request, which tells the professional in-app.
 */
export function createBookingService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
  availability: AvailabilityService;
}) {
  const { db, clock, availability } = deps;

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
      caller: Principal,
      accountantUserId: number,
      day: string,
    ): Promise<{ timeZone: string; slots: Slot[] }> {
      if (!(await bookingAccess.mayViewSlots(db, caller, accountantUserId))) {
        throw fieldError("accountantId", appointmentTexts.notYourJob, "FORBIDDEN");
      }
      const rules = await availability.rulesOf(db, accountantUserId);
      const span = daySpan(day, rules);
      if (!span) throw fieldError("date", appointmentTexts.slotNotOffered);
      const busy = await availability.busy(db, accountantUserId, span.from, span.to);
      return { timeZone: rules.timeZone, slots: freeSlots(rules, day, clock.now(), busy) };
    },

    async book(caller: Principal, request: BookingRequest): Promise<{ id: number }> {
      const parties = await bookingAccess.parties(db, request.quoteId);
      if (!parties || !isJobTaxpayer(caller, parties)) {
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
          title: () => t("appointmentNotices.newRequestTitle"),
          description: () =>
            t("appointmentNotices.newRequestText", {
              client: fullName(taxpayer),
              type: typeWord(row.typeId),
              when: whenIn(row.startsAt, rules.timeZone),
              comments: row.comment ? t("appointmentNotices.commentsSuffix", { comment: row.comment }) : "",
            }),
          link: accountantLink,
          kind: "todo",
        });
        return row.id;
      });
      if (id === null) throw refusalError("taken");
      return { id };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
