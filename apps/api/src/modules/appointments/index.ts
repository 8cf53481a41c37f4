// What other modules may use of appointments: the rest of this folder is its own. The composition makes
// the module with module.ts.

export type { AccountClosingHooks } from "./account-closing-hooks";
export { appointmentRecords } from "./appointment-records";
export { appointmentReminderRecords } from "./appointment-reminder-records";
export type { AppointmentsService } from "./appointments.service";
export type { BusyInterval, CalendarAppointment, CalendarPort } from "./calendar-port";
export { slotAt, usableZone } from "./slots";
export { appointmentsToDoSource } from "./todo-items";
