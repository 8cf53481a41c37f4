import type { Executor } from "../../db/client";
import { appointmentRemindersRepository, type UpcomingAppointment } from "./appointment-reminders.repository";

export type { UpcomingAppointment };

/** Appointments as the reminders read them: approved ones ahead; a cancelled one is no longer found. */
export const appointmentReminderRecords = {
  approvedBetween: (executor: Executor, from: Date, to: Date) =>
    appointmentRemindersRepository.approvedBetween(executor, from, to),
  approved: (executor: Executor, id: number) => appointmentRemindersRepository.approved(executor, id),
};
