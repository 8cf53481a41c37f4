import { CalendarSyncCard } from "../../features/calendar-sync/CalendarSyncCard";
import { ExpertProfilePage } from "../../features/profiles/ExpertProfilePage";

/** /expert/profile: the profile, then the professional's settings that have no page of their own yet. */
export function Component() {
  return <ExpertProfilePage settings={<CalendarSyncCard />} />;
}
