import type { AppointmentStatus } from "@taxlane/contract";
import { Tag } from "antd";
import "./appointment-status.css";
import { t } from "@taxlane/contract/i18n";

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  requested: t("appointments.waitingForApproval"),
  approved: t("appointments.statusApproved"),
  rejected: t("appointments.statusDeclined"),
  cancelled: t("appointments.statusCancelled"),
};

const tone: Record<AppointmentStatus, string> = {
  requested: "warning",
  approved: "success",
  rejected: "neutral",
  cancelled: "neutral",
};

export function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  return (
    <Tag className={`tl-appt-status tl-appt-status--${tone[status]}`}>{appointmentStatusLabels[status]}</Tag>
  );
}
