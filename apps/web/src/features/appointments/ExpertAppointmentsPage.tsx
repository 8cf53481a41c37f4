import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import type { ReactNode } from "react";
import { MarketPage } from "../../entities/account";
import { AppointmentRequests } from "./AppointmentRequests";
import { ApprovedCalendar } from "./ApprovedCalendar";
import { availabilityQuery, useAppointmentsRealtimeRefetch } from "./api";
import { CalendarFeedCard } from "./CalendarFeedCard";
import { VideoLinkCard } from "./VideoLinkCard";
import { WorkingHoursCard } from "./WorkingHoursCard";
import "./appointments.css";

/**
 * /expert/appointments-calendar: requests to answer, the approved ones in a week or month view, then
 * the settings behind the free times (working hours), the video meeting link, the private calendar feed and, when given,
 * the Google and Microsoft calendar connection (`calendarSync`).
 */
export function ExpertAppointmentsPage({ calendarSync }: { calendarSync?: ReactNode }) {
  useAppointmentsRealtimeRefetch();
  // The calendar reads times in the zone the working hours are set in.
  const availability = useQuery(availabilityQuery());
  return (
    <MarketPage title={t("taxPreparation.navAppointments")}>
      <div className="tl-appts-page">
        <div className="tl-appts-page__main">
          <AppointmentRequests />
          <ApprovedCalendar timeZone={availability.data?.timeZone ?? null} />
        </div>
        <div className="tl-appts-page__settings">
          <WorkingHoursCard />
          <div className="tl-appts-page__side">
            <VideoLinkCard />
            <CalendarFeedCard />
            {calendarSync}
          </div>
        </div>
      </div>
    </MarketPage>
  );
}
