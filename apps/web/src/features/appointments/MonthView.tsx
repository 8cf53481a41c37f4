import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import type { AccountantAppointment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Calendar } from "antd";
import type { Dayjs } from "dayjs";
import { type ReactNode, useState } from "react";
import { dayLabel } from "./appointment-time";
import { appointmentTypeText, clientName, professionalClock } from "./expert-appointment-text";
import { ExpertMeetingPlace } from "./MeetingLink";
import "./appointments.css";
import "./approved-calendar.css";

// The approved appointments' month view, loaded by ApprovedCalendar when the person chooses Month:
// antd's calendar brings its date pickers' code, which the week view does without.

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

/** As many appointments as a month cell holds without scrolling. */
const MONTH_CELL_ENTRIES = 2;

export function MonthView({
  days,
  compact,
}: {
  days: Map<string, AccountantAppointment[]>;
  compact: boolean;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const cell = (current: Dayjs): ReactNode => {
    const entries = days.get(current.format("YYYY-MM-DD")) ?? [];
    if (entries.length === 0) return null;
    if (compact)
      return (
        <span
          className="tl-month__dot"
          title={`${entries.length} appointment${entries.length === 1 ? "" : "s"}`}
        >
          <span className="tl-visually-hidden">
            {entries.length} appointment{entries.length === 1 ? "" : "s"}
          </span>
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
        {more > 0 && <li className="tl-month__more">+{more} more</li>}
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
