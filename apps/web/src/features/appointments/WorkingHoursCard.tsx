import { CloseOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { appointmentTexts, MAX_BUFFER_MINUTES, MAX_MINIMUM_NOTICE_HOURS } from "@taxlane/contract";
import { App, Button, Card, Checkbox, DatePicker, Form, InputNumber, Select } from "antd";
import type { Dayjs } from "dayjs";
import { type ReactNode, useId, useMemo, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { errorDisplay } from "../../lib/form-rules";
import { zoneLabel } from "../../lib/time-zones";
import { availabilityQuery, useUpdateAvailability } from "./api";
import {
  browserTimeZone,
  clockLabel,
  dayFormats,
  dayInZone,
  dayLabel,
  halfHourClocks,
  timeZoneOptions,
  weekdayNames,
} from "./appointment-time";
import { settingsOfValues, valuesOfSettings, type WorkingHoursValues } from "./working-hours";
import "./appointments.css";
import "./working-hours.css";
import { t } from "@taxlane/contract/i18n";

const clockOptions = halfHourClocks.map((clock) => ({ value: clock, label: clockLabel(clock) }));
const bufferOptions = [0, 5, 10, 15, 30, 45, 60, 90, 120]
  .filter((minutes) => minutes <= MAX_BUFFER_MINUTES)
  .map((minutes) => ({
    value: minutes,
    label: minutes === 0 ? t("appointments.noBuffer") : t("appointments.bufferMinutes", { minutes }),
  }));

function DayRow({ weekday }: { weekday: number }) {
  const name = weekdayNames[weekday] ?? "";
  const works = Form.useWatch(["days", weekday, "works"]) === true;
  return (
    <div className="tl-hours__day">
      <Form.Item name={["days", weekday, "works"]} valuePropName="checked" noStyle>
        <Checkbox className="tl-hours__works">{name}</Checkbox>
      </Form.Item>
      {works ? (
        <div className="tl-hours__range">
          <Form.Item
            name={["days", weekday, "start"]}
            label={t("appointments.dayFrom", { day: name })}
            className="tl-hours__clock"
          >
            <Select options={clockOptions} />
          </Form.Item>
          <Form.Item
            name={["days", weekday, "end"]}
            label={t("appointments.dayUntil", { day: name })}
            className="tl-hours__clock"
            dependencies={[["days", weekday, "start"]]}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, end: string) =>
                  end > String(getFieldValue(["days", weekday, "start"]))
                    ? Promise.resolve()
                    : Promise.reject(new Error(appointmentTexts.hoursOrder)),
              }),
            ]}
          >
            <Select options={clockOptions} />
          </Form.Item>
        </div>
      ) : (
        <span className="tl-hours__closed">{t("appointments.notWorking")}</span>
      )}
    </div>
  );
}

function DaysOff({
  value = [],
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (days: string[]) => void;
  id?: string;
}) {
  const today = useMemo(() => dayInZone(Date.now(), browserTimeZone()), []);
  return (
    <div className="tl-hours__days-off">
      <DatePicker
        id={id}
        placeholder={t("appointments.addDayOff")}
        format={dayFormats}
        value={null}
        disabledDate={(current: Dayjs) => current.format("YYYY-MM-DD") < today}
        onChange={(day: Dayjs | null) => {
          if (day === null) return;
          const iso = day.format("YYYY-MM-DD");
          if (!value.includes(iso)) onChange?.([...value, iso].sort());
        }}
      />
      {value.length === 0 ? (
        <p className="tl-appts__muted">{t("appointments.noDaysOff")}</p>
      ) : (
        <ul className="tl-hours__off-list" aria-label={t("appointments.daysOff")}>
          {value.map((day) => (
            <li key={day} className="tl-hours__off">
              <span>{dayLabel(day, { year: true })}</span>
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t("appointments.removeDayOff", { day: dayLabel(day, { year: true }) })}
                onClick={() => onChange?.(value.filter((each) => each !== day))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function HoursForm({ initial, isDefault }: { initial: WorkingHoursValues; isDefault: boolean }) {
  const [form] = Form.useForm<WorkingHoursValues>();
  const save = useUpdateAvailability();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const zones = useMemo(
    () => timeZoneOptions(initial.timeZone).map((zone) => ({ value: zone, label: zone })),
    [initial.timeZone],
  );
  const ids = { daysOff: useId() };
  const zone = Form.useWatch("timeZone", form) ?? initial.timeZone;

  const submit = (values: WorkingHoursValues) => {
    setProblem(null);
    save.mutate(settingsOfValues({ ...initial, ...values }), {
      onSuccess: () => void message.success(t("appointments.hoursSaved")),
      onError: (error) => {
        const shown = errorDisplay(error, [
          "timeZone",
          "minimumNoticeHours",
          "bufferMinutes",
          "daysOff",
        ] as const);
        form.setFields(shown.fields);
        setProblem(shown.message);
      },
    });
  };

  return (
    <Form<WorkingHoursValues> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
      <FormAlert message={problem} />
      {isDefault && <p className="tl-appts__muted tl-hours__intro">{t("appointments.defaultHours")}</p>}
      <Form.Item
        name="timeZone"
        label={t("appointments.timeZoneLabel")}
        extra={t("appointments.hoursZone", { zone: zoneLabel(zone) })}
        rules={[{ required: true, message: appointmentTexts.unknownTimeZone }]}
      >
        <Select showSearch options={zones} />
      </Form.Item>
      <fieldset className="tl-hours__week">
        <legend className="tl-hours__label">{t("appointments.weeklyHours")}</legend>
        {weekdayNames.map((name, weekday) => (
          <DayRow key={name} weekday={weekday} />
        ))}
      </fieldset>
      <Form.Item name="daysOff" label={t("appointments.daysOff")} htmlFor={ids.daysOff}>
        <DaysOff id={ids.daysOff} />
      </Form.Item>
      <div className="tl-hours__numbers">
        <Form.Item
          name="minimumNoticeHours"
          label={t("appointments.minimumNotice")}
          extra={t("appointments.minimumNoticeHint")}
          rules={[
            {
              required: true,
              type: "integer",
              min: 0,
              max: MAX_MINIMUM_NOTICE_HOURS,
              message: t("appointments.minimumNoticeRange", { max: String(MAX_MINIMUM_NOTICE_HOURS) }),
            },
          ]}
        >
          <InputNumber min={0} max={MAX_MINIMUM_NOTICE_HOURS} precision={0} className="tl-hours__number" />
        </Form.Item>
        <Form.Item name="bufferMinutes" label={t("appointments.buffer")} extra={t("appointments.bufferHint")}>
          <Select options={bufferOptions} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("appointments.saveHours")}
      </Button>
    </Form>
  );
}

/** Weekly hours, days off, notice, buffer and time zone: what the free times clients see are made of. */
export function WorkingHoursCard() {
  const availability = useQuery(availabilityQuery());
  const headingId = useId();
  let body: ReactNode;
  if (availability.isPending) body = <LoadingCard label={t("appointments.hoursLoading")} rows={5} />;
  else if (availability.isError)
    body = (
      <LoadError
        title={t("appointments.hoursLoadError")}
        error={availability.error}
        onRetry={() => void availability.refetch()}
        retrying={availability.isRefetching}
      />
    );
  else
    body = (
      <Card>
        <HoursForm
          key={JSON.stringify(availability.data)}
          initial={valuesOfSettings(availability.data)}
          isDefault={availability.data.isDefault}
        />
      </Card>
    );
  return (
    <section aria-labelledby={headingId} className="tl-appts">
      <h2 id={headingId} className="tl-appts__title">
        {t("appointments.workingHoursHeading")}
      </h2>
      {body}
    </section>
  );
}
