import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import type { ReactNode } from "react";
import { LoadingCard } from "../../components/QueryStates";
import { MarketPage } from "../../entities/account";
import { AppointmentRequests } from "./AppointmentRequests";
import { ApprovedCalendar } from "./ApprovedCalendar";
import {
  appointmentRequestsQuery,
  approvedAppointmentsQuery,
  availabilityQuery,
  calendarFeedQuery,
  useAppointmentsRealtimeRefetch,
  videoLinkQuery,
} from "./api";
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
  // Every list of the page is asked for at once; the requests and the calendar are drawn together
  // when both have answered, and the settings with them. Drawn as each answered, the calendar and the
  // settings moved down the page as the requests above them arrived.
  const requests = useQuery(appointmentRequestsQuery());
  const approved = useQuery(approvedAppointmentsQuery());
  useQuery(videoLinkQuery());
  useQuery(calendarFeedQuery());
  if (requests.isPending || approved.isPending) {
    return (
      <MarketPage title={t("taxPreparation.navAppointments")}>
        <LoadingCard label={t("appointments.loadingRequests")} rows={6} />
      </MarketPage>
    );
  }
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
