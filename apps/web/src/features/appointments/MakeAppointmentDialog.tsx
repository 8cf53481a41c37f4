import { useQueries, useQueryClient } from "@tanstack/react-query";
import {
  AppointmentTypeId,
  appointmentTypeLabels,
  MAX_APPOINTMENT_COMMENT,
  MAX_BOOKING_DAYS_AHEAD,
} from "@taxlane/contract";
import { common } from "@taxlane/contract/i18n/local/common";
import { Alert, App, Button, DatePicker, Form, Input, Modal, Radio, Skeleton } from "antd";
import type { Dayjs } from "dayjs";
import { useId, useMemo, useRef, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { isApiError } from "../../lib/api-client";
import { errorDisplay } from "../../lib/form-rules";
import { problemText } from "../../lib/problem-text";
import { dateTimeInZone, zoneLabel } from "../../lib/time-zones";
import { appointmentsKey, slotsQuery, useAppointmentsRealtimeRefetch, useMakeAppointment } from "./api";
import {
  browserTimeZone,
  dayFormats,
  dayInZone,
  dayLabel,
  ownZoneText,
  shiftDay,
  timeInZone,
  zoneAbbreviation,
} from "./appointment-time";
import { type BookableSlot, professionalDaysAround, slotsOnLocalDay, slotValue } from "./booking-slots";
import "./appointments.css";
import "./booking-dialog.css";
import { t } from "@taxlane/contract/i18n";

export interface BookingTarget {
  quoteId: number;
  accountantId: number;
  accountantName: string;
}

interface BookingValues {
  appointmentTypeId: AppointmentTypeId;
  slot?: string;
  additionalComments: string;
}

const typeOptions = [
  AppointmentTypeId.inPerson,
  AppointmentTypeId.phoneCall,
  AppointmentTypeId.videoChat,
].map((value) => ({ value, label: appointmentTypeLabels[value] }));

const formFields = ["appointmentTypeId", "additionalComments", "time", "dateTime"] as const;

/** The free half-hours of the taxpayer's `day`, asked of the professional's days around it. */
function useSlotsOfDay(accountantId: number, day: string | null, zone: string) {
  const days = day === null ? [] : professionalDaysAround(day);
  const results = useQueries({
    queries: days.map((each) => ({ ...slotsQuery(accountantId, each), retry: false })),
  });
  // The chosen day decides loading and errors; its neighbours only add slots near midnight.
  const main = results[1];
  const professionalZone = results.find((result) => result.data !== undefined)?.data?.timeZone ?? null;
  const slots =
    day === null
      ? []
      : slotsOnLocalDay(
          results.flatMap((result, index) =>
            result.data === undefined ? [] : [{ day: days[index] ?? "", ...result.data }],
          ),
          day,
          zone,
        );
  return {
    slots,
    professionalZone,
    isPending:
      main?.isPending === true || results.some((result) => result.isFetching && result.data === undefined),
    error: main?.error ?? null,
    refetch: () => Promise.all(results.map((result) => result.refetch())),
    isRefetching: results.some((result) => result.isRefetching),
  };
}

function SlotLabel({
  slot,
  zone,
  professionalZone,
}: {
  slot: BookableSlot;
  zone: string;
  professionalZone: string | null;
}) {
  const theirs =
    professionalZone !== null && professionalZone !== zone
      ? `${timeInZone(slot.startsAt, professionalZone)} ${zoneAbbreviation(slot.startsAt, professionalZone)}`
      : null;
  return (
    <span className="tl-slot">
      <span className="tl-slot__time">{timeInZone(slot.startsAt, zone)}</span>
      {theirs !== null && (
        <span className="tl-slot__theirs">
          <span className="tl-appts__keep">{theirs}</span>{" "}
          <span className="tl-appts__keep">{t("appointments.forThem")}</span>
        </span>
      )}
    </span>
  );
}

/**
 * The Make-an-appointment dialog: type, day, one of the professional's free
 * half-hours shown in this browser's zone (saying the professional's), and an optional comment.
 */
export function MakeAppointmentDialog({
  target,
  open,
  onClose,
}: {
  target: BookingTarget;
  open: boolean;
  onClose: () => void;
}) {
  useAppointmentsRealtimeRefetch();
  const [form] = Form.useForm<BookingValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const book = useMakeAppointment();
  const zone = useMemo(browserTimeZone, []);
  const today = useMemo(() => dayInZone(Date.now(), zone), [zone]);
  const lastDay = shiftDay(today, MAX_BOOKING_DAYS_AHEAD);
  const [day, setDay] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { day: useId(), zone: useId() };
  const timesRef = useRef<HTMLDivElement>(null);
  // "Please choose a time." leaves the person on the times: the chosen one, or the first.
  const focusTimes = () => {
    const times = timesRef.current;
    (
      times?.querySelector<HTMLInputElement>("input:checked") ??
      times?.querySelector<HTMLInputElement>("input")
    )?.focus();
  };
  const free = useSlotsOfDay(target.accountantId, open ? day : null, zone);
  const slotByValue = new Map(free.slots.map((slot) => [slotValue(slot), slot]));

  const submit = (values: BookingValues) => {
    const slot = values.slot === undefined ? undefined : slotByValue.get(values.slot);
    if (slot === undefined) {
      form.setFields([{ name: "slot", errors: [t("appointments.chooseTime")] }]);
      focusTimes();
      return;
    }
    setProblem(null);
    const comment = values.additionalComments.trim();
    book.mutate(
      {
        quoteId: target.quoteId,
        appointmentTypeId: values.appointmentTypeId,
        additionalComments: comment === "" ? null : comment,
        dateTime: slot.professionalDay,
        time: slot.time,
      },
      {
        onSuccess: () => {
          void message.success(
            t("appointments.requestedToast", {
              when: dateTimeInZone(slot.startsAt, zone),
              name: target.accountantName,
            }),
          );
          onClose();
        },
        onError: (error) => {
          const shown = errorDisplay(error, formFields);
          const slotProblem = shown.fields.find(
            (field) => field.name === "time" || field.name === "dateTime",
          );
          form.setFields(
            shown.fields.flatMap((field) =>
              field.name === "appointmentTypeId" || field.name === "additionalComments"
                ? [{ name: field.name, errors: field.errors }]
                : [],
            ),
          );
          setProblem(slotProblem?.errors[0] ?? shown.message ?? problemText(error));
          // The time may have just been taken, or fallen inside the notice: show what is free now.
          if (isApiError(error) && error.status < 500) {
            form.setFieldValue("slot", undefined);
            void queryClient.invalidateQueries({ queryKey: appointmentsKey });
          }
        },
      },
    );
  };

  const slotsBody = () => {
    if (day === null)
      return <p className="tl-appts__hint tl-appts__slots-state">{t("appointments.chooseDayFirst")}</p>;
    if (free.isPending)
      return (
        <div aria-busy="true" role="status" className="tl-appts__slots-state">
          <span className="tl-visually-hidden">{t("appointments.findingTimes")}</span>
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      );
    if (free.error !== null)
      return (
        <Alert
          className="tl-appts__slots-state"
          type="error"
          showIcon
          role="alert"
          title={t("appointments.timesLoadError")}
          description={problemText(free.error)}
          action={
            <Button onClick={() => void free.refetch()} loading={free.isRefetching}>
              {common.tryAgain}
            </Button>
          }
        />
      );
    if (free.slots.length === 0)
      return (
        <p className="tl-appts__hint tl-appts__slots-state" role="status">
          {t("appointments.noFreeTime", { name: target.accountantName, day: dayLabel(day, { long: true }) })}
        </p>
      );
    return (
      <Form.Item
        name="slot"
        label={t("appointments.freeTimes")}
        rules={[{ required: true, message: t("appointments.chooseTime") }]}
        className="tl-appts__slots-item"
      >
        <Radio.Group
          ref={timesRef}
          aria-label={t("appointments.freeTimes")}
          aria-describedby={ids.zone}
          className="tl-slots"
          optionType="button"
          options={free.slots.map((slot) => ({
            value: slotValue(slot),
            label: <SlotLabel slot={slot} zone={zone} professionalZone={free.professionalZone} />,
          }))}
        />
      </Form.Item>
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        book.reset();
        setProblem(null);
        setDay(null);
      }}
      title={t("appointments.makeWith", { name: target.accountantName })}
      classNames={{ title: "tl-appt-dialog__title" }}
      destroyOnHidden
      footer={null}
      width={620}
    >
      <Form<BookingValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ appointmentTypeId: AppointmentTypeId.videoChat, additionalComments: "" }}
        onFinishFailed={({ errorFields }) => {
          if (errorFields.some((field) => field.name[0] === "slot")) focusTimes();
        }}
        onFinish={submit}
      >
        <FormAlert message={problem} />
        <Form.Item label={t("appointments.typeLabel")} name="appointmentTypeId" rules={[{ required: true }]}>
          <Radio.Group options={typeOptions} aria-label={t("appointments.typeLabel")} />
        </Form.Item>
        <Form.Item label={t("appointments.dayLabel")} htmlFor={ids.day} required>
          <DatePicker
            id={ids.day}
            className="tl-appts__date"
            format={dayFormats}
            placeholder={t("appointments.chooseDay")}
            allowClear={false}
            disabledDate={(current: Dayjs) => {
              const value = current.format("YYYY-MM-DD");
              return value < today || value > lastDay;
            }}
            onChange={(value: Dayjs | null) => {
              setDay(value === null ? null : value.format("YYYY-MM-DD"));
              form.setFieldValue("slot", undefined);
              setProblem(null);
            }}
          />
        </Form.Item>
        <p className="tl-appts__zone" id={ids.zone}>
          {ownZoneText(zone)}
          {free.professionalZone !== null && free.professionalZone !== zone && (
            <>
              {" "}
              {t("appointments.professionalWorksIn", {
                name: target.accountantName,
                zone: zoneLabel(free.professionalZone),
              })}
            </>
          )}
        </p>
        {slotsBody()}
        <Form.Item
          label={t("appointments.commentFor", { name: target.accountantName })}
          name="additionalComments"
        >
          <Input.TextArea
            rows={3}
            maxLength={MAX_APPOINTMENT_COMMENT}
            placeholder={t("appointments.commentPlaceholder")}
          />
        </Form.Item>
        <div className="tl-appts__toolbar">
          <Button
            type="primary"
            htmlType="submit"
            loading={book.isPending}
            disabled={day === null || free.isPending}
          >
            {t("appointments.requestAppointment")}
          </Button>
          <Button onClick={onClose}>{t("appointments.cancelButton")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
