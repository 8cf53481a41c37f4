import { PlanPanel } from "../../features/billing/PlanPanel";
import { CalendarSyncCard } from "../../features/calendar-sync/CalendarSyncCard";
import { YourDataCard } from "../../features/privacy/YourDataCard";
import { ExpertProfilePage } from "../../features/profiles/ExpertProfilePage";

/**
 * /expert/profile: the profile with the professional's plan (billing) above it, then the settings that
 * have no page of their own yet and their data (download, close).
 */
export function Component() {
  return (
    <ExpertProfilePage
      plan={<PlanPanel />}
      settings={
        <>
          <CalendarSyncCard />
          <YourDataCard />
        </>
      }
    />
  );
}
