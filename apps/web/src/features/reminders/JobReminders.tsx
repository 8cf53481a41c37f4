import { useQuery } from "@tanstack/react-query";
import { REMINDER_CADENCE_LIMITS } from "@taxlane/contract";
import { Alert, Button, Empty, Form, InputNumber, Skeleton, Typography } from "antd";
import { isApiError } from "../../lib/api-client";
import { zoneLabel } from "../../lib/time-zones";
import { jobRemindersQuery, useSendNow, useSetCadence, useStopReminder } from "./api";
import { RemindersList } from "./RemindersList";
import "./reminders.css";
import { t } from "@taxlane/contract/i18n";

const errorText = (error: unknown) => (isApiError(error) ? error.message : t("reminders.somethingWentWrong"));

/** The job's reminders for its professional: cadence, what is scheduled and sent, send now and stop. */
export function JobReminders({ quoteId }: { quoteId: number }) {
  const query = useQuery(jobRemindersQuery(quoteId));
  const setCadence = useSetCadence(quoteId);
  const sendNow = useSendNow(quoteId);
  const stop = useStopReminder(quoteId);

  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="error" showIcon message={errorText(query.error)} />;
  const { cadence, reminders, timeZone } = query.data;

  const failure = [setCadence, sendNow, stop].find((mutation) => mutation.isError);
  return (
    <div className="tl-job-reminders">
      <Typography.Paragraph>
        {t("reminders.jobRemindersLead", { zone: zoneLabel(timeZone) })}
      </Typography.Paragraph>
      <Form
        layout="vertical"
        className="tl-job-reminders__cadence"
        key={`${cadence.everyDays}-${cadence.maxCount}`}
        initialValues={cadence}
        onFinish={(values: { everyDays: number; maxCount: number }) => setCadence.mutate(values)}
      >
        <Form.Item label={t("reminders.cadenceLabel")} name="everyDays" rules={[{ required: true }]}>
          <InputNumber
            min={REMINDER_CADENCE_LIMITS.everyDays.min}
            max={REMINDER_CADENCE_LIMITS.everyDays.max}
            precision={0}
          />
        </Form.Item>
        <Form.Item label={t("reminders.maxCountLabel")} name="maxCount" rules={[{ required: true }]}>
          <InputNumber
            min={REMINDER_CADENCE_LIMITS.maxCount.min}
            max={REMINDER_CADENCE_LIMITS.maxCount.max}
            precision={0}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={setCadence.isPending}>
            {t("reminders.saveCadence")}
          </Button>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={errorText(failure.error)} />}
      {reminders.length === 0 ? (
        <Empty description={t("reminders.noneYet")} />
      ) : (
        <RemindersList
          reminders={reminders}
          zone={timeZone}
          handlers={{
            sendNow: (reminderId) => sendNow.mutate(reminderId),
            stop: (reminderId) => stop.mutate(reminderId),
            sendingId: sendNow.isPending ? sendNow.variables : null,
          }}
        />
      )}
    </div>
  );
}
