import { WarningOutlined } from "@ant-design/icons";
import { type AccountantAppointment, AppointmentTypeId, appointmentTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert } from "antd";
import { useCurrentUser } from "../../entities/account";
import "./meeting-link.css";

/** Where the settings card for the professional's own link sits on the appointments page. */
export const VIDEO_LINK_CARD_ID = "video-meetings";

/**
 * The link to join a video appointment, with its address spelled out to copy or read aloud (not in
 * `compact` places such as a calendar day's narrow column).
 */
export function MeetingLink({ url, compact = false }: { url: string; compact?: boolean }) {
  return (
    <span className="tl-appt-meeting">
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t("appointments.joinVideoMeeting")}
        <span className="tl-visually-hidden">{t("content.opensInNewTab")}</span>
      </a>
      {!compact && <span className="tl-appt-meeting__url">{url}</span>}
    </span>
  );
}

/**
 * The professional's view of where a video appointment meets: its link, or, without one, what to do.
 * A request of someone whose synced calendar makes meetings gets its link on approval.
 */
export function ExpertMeetingPlace({
  appointment,
  requested = false,
  compact = false,
}: {
  appointment: Pick<AccountantAppointment, "appointmentTypeId" | "meetingUrl">;
  requested?: boolean;
  /** A calendar day's narrow column: the link alone, or one short line saying there is none. */
  compact?: boolean;
}) {
  const { data: user } = useCurrentUser();
  if (appointment.appointmentTypeId !== AppointmentTypeId.videoChat) return null;
  if (appointment.meetingUrl) return <MeetingLink url={appointment.meetingUrl} compact={compact} />;
  if (compact)
    return (
      <span className="tl-appt-meeting__missing">
        <WarningOutlined aria-hidden />
        {appointmentTexts.videoLinkMissingShort}{" "}
        <a href={`#${VIDEO_LINK_CARD_ID}`}>{t("appointments.setLink")}</a>
      </span>
    );
  if (requested && user?.hasSyncedCalendar === true)
    return (
      <Alert
        type="info"
        showIcon
        className="tl-appt-meeting__alert"
        title={appointmentTexts.videoLinkFromCalendar}
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      className="tl-appt-meeting__alert"
      title={appointmentTexts.videoLinkMissing}
      action={<a href={`#${VIDEO_LINK_CARD_ID}`}>{t("appointments.setLink")}</a>}
    />
  );
}
