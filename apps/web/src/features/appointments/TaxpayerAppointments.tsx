import { useQuery } from "@tanstack/react-query";
import { AppointmentTypeId, type TaxpayerAppointment } from "@taxlane/contract";
import { Button, Card, Skeleton } from "antd";
import { type ReactNode, useId, useMemo, useState } from "react";
import { ActionProblem } from "../../components/ActionProblem";
import { LoadError } from "../../components/QueryStates";
import { personName } from "../../lib/format";
import { dateTimeInZone } from "../../lib/time-zones";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { AppointmentStatusTag } from "./AppointmentStatusTag";
import { taxpayerAppointmentsQuery, useAppointmentsRealtimeRefetch, useCancelOwnAppointment } from "./api";
import { browserTimeZone, ownZoneText } from "./appointment-time";
import { CalendarFeedPanel } from "./CalendarFeedCard";
import { MakeAppointmentButton } from "./MakeAppointmentButton";
import type { BookingTarget } from "./MakeAppointmentDialog";
import { MeetingLink } from "./MeetingLink";
import "./appointments.css";
import "./taxpayer-appointments.css";
import { type PlainMessageKey, t } from "@taxlane/contract/i18n";

const typeKeys: Readonly<Record<number, PlainMessageKey>> = {
  [AppointmentTypeId.inPerson]: "appointments.typeInPerson",
  [AppointmentTypeId.phoneCall]: "appointments.typePhoneCall",
  [AppointmentTypeId.videoChat]: "appointments.typeVideoChat",
};

function typeLabel(typeId: number): string {
  return t(typeKeys[typeId] ?? "appointments.typeUnknown");
}

const isOpen = (appointment: TaxpayerAppointment) =>
  (appointment.status === "requested" || appointment.status === "approved") &&
  Date.parse(appointment.endsAt) > Date.now();

function AppointmentItem({
  appointment,
  zone,
  onCancel,
}: {
  appointment: TaxpayerAppointment;
  zone: string;
  onCancel: (appointment: TaxpayerAppointment) => void;
}) {
  const who = personName(appointment.accountantFirstName, appointment.accountantLastName);
  const when = dateTimeInZone(appointment.startsAt, zone);
  return (
    <li className="tl-appt-item">
      <div className="tl-appt-item__head">
        <strong>
          {t("appointments.withWhom", { type: typeLabel(appointment.appointmentTypeId), name: who })}
        </strong>
        <AppointmentStatusTag status={appointment.status} />
      </div>
      <p className="tl-appt-item__when">{when}</p>
      {appointment.timeZone !== zone && (
        <p className="tl-appt-item__note">
          {t("appointments.forWhom", {
            when: dateTimeInZone(appointment.startsAt, appointment.timeZone),
            name: who,
          })}
        </p>
      )}
      {appointment.meetingUrl && isOpen(appointment) && (
        <p className="tl-appt-item__when">
          <MeetingLink url={appointment.meetingUrl} />
        </p>
      )}
      {appointment.additionalComments !== null && (
        <p className="tl-appt-item__note">
          {t("appointments.yourComment", { comment: appointment.additionalComments })}
        </p>
      )}
      {appointment.rejectionMessage !== null && (
        <p className="tl-appt-item__note">
          {who}: {appointment.rejectionMessage}
        </p>
      )}
      {isOpen(appointment) && (
        <div>
          <Button danger onClick={() => onCancel(appointment)}>
            {t("appointments.cancelAppointment")}
            <span className="tl-visually-hidden"> {t("appointments.cancelAppointmentOf", { when })}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The taxpayer's appointments (all of them, or one job's when `quoteId` is given), newest first, with
 * a cancel for those still ahead; `booking` adds the Make-an-appointment button.
 */
export function TaxpayerAppointments({
  quoteId,
  booking,
  hideWhenEmpty = false,
}: {
  quoteId?: number;
  booking?: BookingTarget;
  /** Draw nothing until there is an appointment (the quotes page, where most people have none). */
  hideWhenEmpty?: boolean;
}) {
  useAppointmentsRealtimeRefetch();
  const list = useQuery(taxpayerAppointmentsQuery(quoteId));
  const cancel = useCancelOwnAppointment();
  const zone = useMemo(browserTimeZone, []);
  const confirmed = useConfirmedAction((appointment: TaxpayerAppointment) =>
    cancel.mutateAsync(appointment.id),
  );
  const headingId = useId();
  const feedId = useId();
  const [feedOpen, setFeedOpen] = useState(false);

  const onCancel = (appointment: TaxpayerAppointment) => {
    const who = personName(appointment.accountantFirstName, appointment.accountantLastName);
    confirmed.ask(appointment, {
      title: t("appointments.cancelQuestion"),
      content: t("appointments.cancelTextTaxpayer", { name: who }),
      okText: t("appointments.cancelAppointment"),
      doneText: t("appointments.cancelled"),
      danger: true,
    });
  };

  if (hideWhenEmpty && (list.isPending || list.data?.length === 0)) return null;
  let body: ReactNode;
  if (list.isPending)
    body = (
      <div aria-busy="true" role="status">
        <span className="tl-visually-hidden">{t("appointments.loadingOwn")}</span>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  else if (list.isError)
    body = (
      <LoadError
        title={t("appointments.ownLoadError")}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  else if (list.data.length === 0)
    body = (
      <p className="tl-appts__hint">
        {t("appointments.noneYet")}{" "}
        {booking !== undefined
          ? t("appointments.bookHalfHour", { name: booking.accountantName })
          : t("appointments.bookFromQuote")}
      </p>
    );
  else
    body = (
      <>
        <p className="tl-appts__muted">{ownZoneText(zone)}</p>
        <ul className="tl-appt-list">
          {list.data.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} zone={zone} onCancel={onCancel} />
          ))}
        </ul>
      </>
    );

  return (
    <Card>
      <section aria-labelledby={headingId} className="tl-appts">
        <div className="tl-appts__section-head">
          <h2 id={headingId} className="tl-appts__title tl-appts__title--card">
            {quoteId === undefined
              ? t("appointments.yourAppointments")
              : t("appointments.appointmentsHeading")}
          </h2>
          {booking !== undefined && <MakeAppointmentButton target={booking} primary />}
        </div>
        <ActionProblem action={confirmed} />
        {body}
        {list.data !== undefined && list.data.length > 0 && (
          <div className="tl-appts__feed">
            <Button
              type="link"
              className="tl-appts__feed-toggle"
              aria-expanded={feedOpen}
              aria-controls={feedId}
              onClick={() => setFeedOpen(!feedOpen)}
            >
              {feedOpen ? t("appointments.hideFeed") : t("appointments.showFeed")}
            </Button>
            <div id={feedId} hidden={!feedOpen}>
              {feedOpen && <CalendarFeedPanel />}
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
