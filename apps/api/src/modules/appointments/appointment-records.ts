import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/client";
import { appointmentsRepository, type NewAppointment } from "./appointments.repository";

/** An appointment written as it is, in whatever state (the demo's history). */
export type RecordedAppointment = Omit<NewAppointment, "uid" | "updatedAt"> & { uid?: string };

/**
 * Appointments written as history, for the demo world: the rows a booking and its decision make,
 * with no notification, mail or calendar call. Answers the appointment's id (null when its slot is held).
 */
export const appointmentRecords = {
  async record(tx: Executor, appointment: RecordedAppointment): Promise<number | null> {
    const row = await appointmentsRepository.insert(tx, {
      ...appointment,
      uid: appointment.uid ?? `${randomUUID()}@taxlane`,
      updatedAt: appointment.createdAt,
    });
    return row?.id ?? null;
  },

  /** Every appointment of a person, either side, in any state: their data export. */
  exportOf: (executor: Executor, userId: number) => appointmentsRepository.listOfPerson(executor, userId),
};
