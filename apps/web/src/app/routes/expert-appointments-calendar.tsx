import { ExpertAppointmentsPage } from "../../features/appointments/ExpertAppointmentsPage";
import { CalendarSyncCard } from "../../features/calendar-sync/CalendarSyncCard";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";

/**
 * /expert/appointments-calendar: requests, the calendar and the settings behind the free times. The
 * Google and Microsoft connection goes in as `calendarSync` (drawn in its own card).
 */
export function Component() {
  return (
    <PracticeCapabilityGate capability="appointments">
      <ExpertAppointmentsPage calendarSync={<CalendarSyncCard />} />
    </PracticeCapabilityGate>
  );
}
