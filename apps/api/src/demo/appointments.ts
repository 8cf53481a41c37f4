import { DateTime } from "luxon";
import { appointmentRecords, slotAt, usableZone } from "../modules/appointments";
import { peopleRecords } from "../modules/identity";
import { jobRecords } from "../modules/tax-preparation";
import { seededAccountId } from "./accounts";
import type { SeedStep } from "./seed-step";

/** The working day `days` working days after `from`, in `zone` (ISO). */
function workingDayAfter(from: Date, days: number, zone: string): string {
  let day = DateTime.fromJSDate(from, { zone }).startOf("day");
  let left = days;
  while (left > 0) {
    day = day.plus({ days: 1 });
    if (day.weekday <= 5) left -= 1;
  }
  return day.toISODate() ?? "";
}

/**
 * The demo taxpayer's appointments with the demo expert on her job: a video call he approved, and a
 * phone call waiting for his answer, so both appointment pages open on something.
 */
export const demoAppointmentsSeed: SeedStep = {
  name: "demo appointments",
  async run({ tx, clock }) {
    const dana = await seededAccountId(tx, "taxpayer@demo.taxlane.app");
    const marcus = await seededAccountId(tx, "expert@demo.taxlane.app");
    let quoteId: number | null = null;
    for (const id of await jobRecords.quoteIdsOfTaxpayer(tx, dana)) {
      if ((await jobRecords.parties(tx, id))?.expertUserId === marcus) {
        quoteId = id;
        break;
      }
    }
    if (quoteId === null) return;
    const zone = usableZone((await peopleRecords.byIds(tx, [marcus])).get(marcus)?.timeZone);
    const now = clock.now();
    const planned = [
      {
        day: workingDayAfter(now, 2, zone),
        time: 10,
        typeId: 3,
        status: "approved",
        comment: "Going over last year's return.",
      },
      {
        day: workingDayAfter(now, 3, zone),
        time: 14,
        typeId: 2,
        status: "requested",
        comment: "Questions about the rental condo.",
      },
    ];
    for (const appointment of planned) {
      const slot = slotAt(appointment.day, appointment.time, zone);
      if (!slot) continue;
      await appointmentRecords.record(tx, {
        accountantUserId: marcus,
        taxpayerUserId: dana,
        quoteId,
        typeId: appointment.typeId,
        comment: appointment.comment,
        status: appointment.status,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        createdAt: now,
      });
    }
  },
};
