import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import type { AccountantAppointment } from "@taxlane/contract";
import { Button, Calendar, Card, Grid, Segmented } from "antd";
import type { Dayjs } from "dayjs";
import { type ReactNode, useId, useMemo, useState } from "react";
import { ActionProblem } from "../../components/ActionProblem";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { zoneLabel } from "../../lib/time-zones";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { approvedAppointmentsQuery, useCancelApprovedAppointment } from "./api";
import { browserTimeZone, dayInZone, dayLabel, shiftDay, weekDays, weekStartOf } from "./appointment-time";
import {
  appointmentDay,
  appointmentTypeText,
  clientClock,
  clientName,
  professionalClock,
  professionalWhen,
} from "./expert-appointment-text";
import { ExpertMeetingPlace } from "./MeetingLink";
import "./appointments.css";
import "./approved-calendar.css";
import { t } from "@taxlane/contract/i18n";

type View = "week" | "month";

function byDay(appointments: readonly AccountantAppointment[]): Map<string, AccountantAppointment[]> {
  const days = new Map<string, AccountantAppointment[]>();
  for (const appointment of [...appointments].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time - b.time,
  )) {
    const day = appointmentDay(appointment);
    days.set(day, [...(days.get(day) ?? []), appointment]);
  }
  return days;
}

/** "Previous month": the unit hides on a phone. One child, as antd lays out a button's children with
 * a gap between them, and in reverse when its icon is at the end. */
function StepLabel({ word, unit }: { word: string; unit: string }) {
  return (
    <span>
      {word}
      <span className="tl-visually-hidden-phone"> {unit}</span>
    </span>
  );
}

function WeekEntry({
  appointment,
  onCancel,
}: {
  appointment: AccountantAppointment;
  onCancel: (appointment: AccountantAppointment) => void;
}) {
  const theirs = clientClock(appointment);
  return (
    <li className="tl-week__entry">
      <span className="tl-week__time">{professionalClock(appointment)}</span>
      <span className="tl-week__who">{clientName(appointment)}</span>
      <span className="tl-week__type">{appointmentTypeText(appointment.appointmentTypeId)}</span>
      {theirs !== null && <span className="tl-week__type">{theirs}</span>}
      <ExpertMeetingPlace appointment={appointment} compact />
      {appointment.additionalComments !== null && (
        <span className="tl-week__comment">{appointment.additionalComments}</span>
      )}
      <Button size="small" type="link" className="tl-week__cancel" onClick={() => onCancel(appointment)}>
        {t("appointments.cancelButton")}
        <span className="tl-visually-hidden">
          {" "}
          {t("appointments.cancelButtonRest", {
            client: clientName(appointment),
            when: professionalWhen(appointment),
          })}
        </span>
      </Button>
    </li>
  );
}

function WeekView({
  days,
  today,
  onCancel,
}: {
  days: Map<string, AccountantAppointment[]>;
  today: string;
  onCancel: (appointment: AccountantAppointment) => void;
}) {
  const [start, setStart] = useState(() => weekStartOf(today));
  const week = weekDays(start);
  const last = week[6] ?? start;
  const count = week.reduce((sum, day) => sum + (days.get(day)?.length ?? 0), 0);
  return (
    <div className="tl-week">
      <div className="tl-week__nav">
        <Button icon={<LeftOutlined aria-hidden />} onClick={() => setStart(shiftDay(start, -7))}>
          <span className="tl-visually-hidden-phone">{t("appointments.previousWeek")}</span>
        </Button>
        <p className="tl-week__range" aria-live="polite">
          {dayLabel(start)} – {dayLabel(last, { year: true })}{" "}
          <span className="tl-appts__muted tl-appts__keep tl-week__count">
            <span className="tl-week__dot">· </span>
            {t("appointments.weekCount", { count })}
          </span>
        </p>
        <Button onClick={() => setStart(weekStartOf(today))}>{t("appointments.thisWeek")}</Button>
        <Button
          icon={<RightOutlined aria-hidden />}
          iconPlacement="end"
          onClick={() => setStart(shiftDay(start, 7))}
        >
          <span className="tl-visually-hidden-phone">{t("appointments.nextWeek")}</span>
        </Button>
      </div>
      <ol className="tl-week__days">
        {week.map((day) => {
          const entries = days.get(day) ?? [];
          return (
            <li key={day} className={`tl-week__day${day === today ? " tl-week__day--today" : ""}`}>
              <h3 className="tl-week__day-name">
                {dayLabel(day)}
                {day === today && (
                  <>
                    {" "}
                    <span className="tl-week__today tl-appts__keep">
                      <span className="tl-week__dot">· </span>
                      {t("appointments.today")}
                    </span>
                  </>
                )}
              </h3>
              {entries.length === 0 ? (
                <p className="tl-week__free">{t("appointments.freeDay")}</p>
              ) : (
                <ul className="tl-week__entries">
                  {entries.map((appointment) => (
                    <WeekEntry key={appointment.id} appointment={appointment} onCancel={onCancel} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** As many appointments as a month cell holds without scrolling. */
const MONTH_CELL_ENTRIES = 2;

function MonthView({ days, compact }: { days: Map<string, AccountantAppointment[]>; compact: boolean }) {
  const [selected, setSelected] = useState<string | null>(null);
  const cell = (current: Dayjs): ReactNode => {
    const entries = days.get(current.format("YYYY-MM-DD")) ?? [];
    if (entries.length === 0) return null;
    if (compact)
      return (
        <span className="tl-month__dot" title={t("appointments.weekCount", { count: entries.length })}>
          <span className="tl-visually-hidden">{t("appointments.weekCount", { count: entries.length })}</span>
        </span>
      );
    // A cell shows a few; choosing the day lists them all below the calendar.
    const shown = entries.slice(0, MONTH_CELL_ENTRIES);
    const more = entries.length - shown.length;
    return (
      <ul className="tl-month__entries">
        {shown.map((appointment) => (
          <li key={appointment.id}>
            {professionalClock(appointment)} {clientName(appointment)}
          </li>
        ))}
        {more > 0 && <li className="tl-month__more">{t("appointments.moreEntries", { count: more })}</li>}
      </ul>
    );
  };
  const picked = selected === null ? [] : (days.get(selected) ?? []);
  return (
    <div className="tl-month">
      <Calendar
        fullscreen={!compact}
        headerRender={({ value, onChange }) => (
          <div className="tl-week__nav tl-month__nav">
            <Button icon={<LeftOutlined aria-hidden />} onClick={() => onChange(value.subtract(1, "month"))}>
              <StepLabel
                word={t("appointments.previousMonthWord")}
                unit={t("appointments.previousMonthUnit")}
              />
            </Button>
            <p className="tl-week__range" aria-live="polite">
              {value.format("MMMM YYYY")}
            </p>
            <Button
              icon={<RightOutlined aria-hidden />}
              iconPlacement="end"
              onClick={() => onChange(value.add(1, "month"))}
            >
              <StepLabel word={t("appointments.nextMonthWord")} unit={t("appointments.nextMonthUnit")} />
            </Button>
          </div>
        )}
        cellRender={(current, info) => (info.type === "date" ? cell(current) : null)}
        onSelect={(value, info) => {
          if (info.source === "date") setSelected(value.format("YYYY-MM-DD"));
        }}
      />
      {selected !== null && (
        <div className="tl-month__picked" aria-live="polite">
          <h3 className="tl-week__day-name">{dayLabel(selected, { long: true, year: true })}</h3>
          {picked.length === 0 ? (
            <p className="tl-week__free">{t("appointments.noneThisDay")}</p>
          ) : (
            <ul className="tl-week__entries">
              {picked.map((appointment) => (
                <li key={appointment.id} className="tl-week__entry">
                  <span className="tl-week__time">{professionalClock(appointment)}</span>
                  <span className="tl-week__who">{clientName(appointment)}</span>
                  <span className="tl-week__type">{appointmentTypeText(appointment.appointmentTypeId)}</span>
                  <ExpertMeetingPlace appointment={appointment} compact />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** Approved appointments in a week list or a month calendar, in the professional's own zone. */
export function ApprovedCalendar({ timeZone }: { timeZone: string | null }) {
  const approved = useQuery(approvedAppointmentsQuery());
  const cancel = useCancelApprovedAppointment();
  const confirmed = useConfirmedAction((appointment: AccountantAppointment) =>
    cancel.mutateAsync(appointment.id),
  );
  const [view, setView] = useState<View>("week");
  const compact = Grid.useBreakpoint().md !== true;
  const headingId = useId();
  const zone =
    timeZone ?? approved.data?.find((each) => each.timeZone !== undefined)?.timeZone ?? browserTimeZone();
  const today = dayInZone(Date.now(), zone);
  const days = useMemo(() => byDay(approved.data ?? []), [approved.data]);

  const onCancel = (appointment: AccountantAppointment) =>
    confirmed.ask(appointment, {
      title: t("appointments.cancelQuestion"),
      content: t("appointments.cancelTextProfessional", {
        client: clientName(appointment),
        when: professionalWhen(appointment),
      }),
      okText: t("appointments.cancelAppointment"),
      doneText: t("appointments.cancelled"),
      danger: true,
    });

  let body: ReactNode;
  if (approved.isPending) body = <LoadingCard label={t("appointments.loadingApproved")} rows={4} />;
  else if (approved.isError)
    body = (
      <LoadError
        title={t("appointments.approvedLoadError")}
        error={approved.error}
        onRetry={() => void approved.refetch()}
        retrying={approved.isRefetching}
      />
    );
  else
    body = (
      <Card>
        {approved.data.length === 0 && <p className="tl-appts__hint">{t("appointments.noApproved")}</p>}
        {view === "week" ? (
          <WeekView days={days} today={today} onCancel={onCancel} />
        ) : (
          <MonthView days={days} compact={compact} />
        )}
      </Card>
    );

  return (
    <section aria-labelledby={headingId} className="tl-appts">
      <div className="tl-appts__section-head">
        <h2 id={headingId} className="tl-appts__title">
          {t("appointments.calendarHeading")}
        </h2>
        <Segmented<View>
          aria-label={t("appointments.calendarView")}
          value={view}
          onChange={setView}
          options={[
            { value: "week", label: t("appointments.week") },
            { value: "month", label: t("appointments.month") },
          ]}
        />
      </div>
      <p className="tl-appts__muted">{t("appointments.timesIn", { zone: zoneLabel(zone) })}</p>
      <ActionProblem action={confirmed} />
      {body}
    </section>
  );
}
