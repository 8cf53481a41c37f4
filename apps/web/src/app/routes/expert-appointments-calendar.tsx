import { ExpertAppointmentsPage } from "../../features/appointments/ExpertAppointmentsPage";
import { CalendarSyncCard } from "../../features/calendar-sync/CalendarSyncCard";

/**
 * /expert/appointments-calendar: requests, the calendar and the settings behind the free times. The
 * Google and Microsoft connection goes in as `calendarSync` (drawn in its own card).
 */
export function Component() {
  return <ExpertAppointmentsPage calendarSync={<CalendarSyncCard />} />;
}
