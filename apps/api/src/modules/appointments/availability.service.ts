import {
  type AvailabilitySettings,
  appointmentTexts,
  type availabilityResponseSchema,
} from "@taxlane/contract";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { peopleRecords } from "../identity";
import { appointmentsRepository } from "./appointments.repository";
import { availabilityRepository } from "./availability.repository";
import type { CalendarPort } from "./calendar-port";
import { type AvailabilityRules, type BusySpan, defaultRules, isKnownTimeZone, usableZone } from "./slots";

export type AvailabilityView = z.infer<typeof availabilityResponseSchema>;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * A professional's availability: their weekly hours, days off, notice and buffer (the defaults until
 * they set them), in their account's time zone; and what keeps them busy (live appointments and,
 * when a calendar is synced, its busy times).
 */
export function createAvailabilityService(deps: {
  db: Database;
  clock: Clock;
  calendar: CalendarPort | null;
  log: FastifyBaseLogger;
}) {
  const { db, clock, calendar, log } = deps;

  async function rulesOf(executor: Executor, accountantUserId: number): Promise<AvailabilityView> {
    const person = (await peopleRecords.byIds(executor, [accountantUserId])).get(accountantUserId);
    const timeZone = usableZone(person?.timeZone);
    const row = await availabilityRepository.find(executor, accountantUserId);
    if (!row) return { ...defaultRules(timeZone), isDefault: true };
    return {
      timeZone,
      weeklyHours: [...row.weeklyHours].sort(
        (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
      ),
      daysOff: [...row.daysOff].sort(),
      minimumNoticeHours: row.minimumNoticeHours,
      bufferMinutes: row.bufferMinutes,
      isDefault: false,
    };
  }

  return {
    rulesOf,

    /**
     * Everything that keeps the professional busy in [from, to): live appointments, and the synced
     * calendar's busy times (a calendar that fails adds nothing: booking goes on without it).
     */
    async busy(executor: Executor, accountantUserId: number, from: Date, to: Date): Promise<BusySpan[]> {
      const spans = await appointmentsRepository.liveSpans(executor, accountantUserId, from, to);
      if (!calendar) return spans;
      const external = await calendar.busyTimes(accountantUserId, from, to).catch((error: unknown) => {
        log.warn({ err: error, accountantUserId }, "the synced calendar's busy times could not be read");
        return [];
      });
      return [...spans, ...external.map((span) => ({ start: span.start, end: span.end }))];
    },

    async get(caller: Principal): Promise<AvailabilityView> {
      return rulesOf(db, caller.userId);
    },

    async update(caller: Principal, settings: AvailabilitySettings): Promise<AvailabilityView> {
      const timeZone = settings.timeZone.trim();
      if (!isKnownTimeZone(timeZone)) throw fieldError("timeZone", appointmentTexts.unknownTimeZone);
      settings.weeklyHours.forEach((hours, index) => {
        if (minutesOf(hours.end) <= minutesOf(hours.start)) {
          throw fieldError(`weeklyHours.${index}.end`, appointmentTexts.hoursOrder);
        }
      });
      const rules: AvailabilityRules = {
        timeZone,
        weeklyHours: settings.weeklyHours.map(({ weekday, start, end }) => ({ weekday, start, end })),
        daysOff: [...new Set(settings.daysOff)],
        minimumNoticeHours: settings.minimumNoticeHours,
        bufferMinutes: settings.bufferMinutes,
      };
      await db.transaction(async (tx) => {
        await availabilityRepository.save(tx, {
          accountantUserId: caller.userId,
          weeklyHours: rules.weeklyHours,
          daysOff: rules.daysOff,
          minimumNoticeHours: rules.minimumNoticeHours,
          bufferMinutes: rules.bufferMinutes,
          updatedAt: clock.now(),
        });
        await peopleRecords.setTimeZone(tx, caller.userId, timeZone);
      });
      return rulesOf(db, caller.userId);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
