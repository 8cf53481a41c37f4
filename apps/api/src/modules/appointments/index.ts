// What other modules may use of appointments: the rest of this folder is its own. The composition makes
// the module with module.ts.

export type { AccountClosingHooks } from "./account-closing-hooks";
export { appointmentRecordsService } from "./appointment-records.service";
export { appointmentRemindersService } from "./appointment-reminders.service";
export type { AppointmentsService } from "./appointments.service";
export type { BusyInterval, CalendarAppointment, CalendarPort } from "./calendar-port";
export { slotAt, usableZone } from "./slots";
export { appointmentsToDoSource } from "./todo-items";
