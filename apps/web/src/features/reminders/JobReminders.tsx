import { useQuery } from "@tanstack/react-query";
import { REMINDER_CADENCE_LIMITS, type Reminder } from "@taxlane/contract";
import {
  Alert,
  Button,
  Empty,
  Form,
  InputNumber,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from "antd";
import type { ColumnsType } from "antd/es/table";
import { isApiError } from "../../lib/api-client";
import { jobRemindersQuery, useSendNow, useSetCadence, useStopReminder } from "./api";

const kindText: Record<Reminder["kind"], string> = {
  "organizer-answer": "Organizer",
  "requested-document": "Document",
  "appointment-24h": "Appointment",
  "appointment-1h": "Appointment",
  "estimated-tax": "Estimated tax",
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

function stateOf(reminder: Reminder): { text: string; color: string } {
  if (reminder.stopReason === "answered") return { text: "Answered", color: "green" };
  if (reminder.stopReason === "stopped") return { text: "Stopped", color: "default" };
  if (reminder.stopReason === "done") return { text: "All sent", color: "blue" };
  return { text: "Scheduled", color: "gold" };
}

const errorText = (error: unknown) => (isApiError(error) ? error.message : "Something went wrong.");

/** The job's reminders for its professional: cadence, what is scheduled and sent, send now and stop. */
export function JobReminders({ quoteId }: { quoteId: number }) {
  const query = useQuery(jobRemindersQuery(quoteId));
  const setCadence = useSetCadence(quoteId);
  const sendNow = useSendNow(quoteId);
  const stop = useStopReminder(quoteId);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="error" showIcon message={errorText(query.error)} />;
  const { cadence, reminders } = query.data;

  const columns: ColumnsType<Reminder> = [
    { key: "kind", title: "Kind", render: (_, reminder) => kindText[reminder.kind] },
    { key: "subject", title: "About", dataIndex: "subject" },
    {
      key: "sent",
      title: "Sent",
      render: (_, reminder) => (
        <span title={reminder.sentAt.map(when).join("\n")}>
          {reminder.sentCount} of {reminder.maxCount}
        </span>
      ),
    },
    {
      key: "next",
      title: "Next",
      render: (_, reminder) => {
        const state = stateOf(reminder);
        return reminder.nextDueAt ? when(reminder.nextDueAt) : <Tag color={state.color}>{state.text}</Tag>;
      },
    },
    {
      key: "actions",
      title: "Actions",
      render: (_, reminder) =>
        reminder.stoppedAt ? null : (
          <Space wrap>
            <Button
              size="small"
              loading={sendNow.isPending && sendNow.variables === reminder.id}
              onClick={() => sendNow.mutate(reminder.id)}
            >
              Send now
            </Button>
            <Popconfirm title="Stop this reminder?" okText="Stop" onConfirm={() => stop.mutate(reminder.id)}>
              <Button size="small" danger>
                Stop
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  const failure = [setCadence, sendNow, stop].find((mutation) => mutation.isError);
  return (
    <div className="tl-job-reminders">
      <Typography.Paragraph>
        Your client is reminded of organizer questions left for later and documents you requested until they
        answer. Reminders stop by themselves once answered.
      </Typography.Paragraph>
      <Form
        layout="inline"
        key={`${cadence.everyDays}-${cadence.maxCount}`}
        initialValues={cadence}
        onFinish={(values: { everyDays: number; maxCount: number }) => setCadence.mutate(values)}
      >
        <Form.Item label="Days between reminders" name="everyDays" rules={[{ required: true }]}>
          <InputNumber
            min={REMINDER_CADENCE_LIMITS.everyDays.min}
            max={REMINDER_CADENCE_LIMITS.everyDays.max}
            precision={0}
          />
        </Form.Item>
        <Form.Item label="At most" name="maxCount" rules={[{ required: true }]}>
          <InputNumber
            min={REMINDER_CADENCE_LIMITS.maxCount.min}
            max={REMINDER_CADENCE_LIMITS.maxCount.max}
            precision={0}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={setCadence.isPending}>
            Save cadence
          </Button>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={errorText(failure.error)} />}
      {reminders.length === 0 ? (
        <Empty description="No reminders yet." />
      ) : (
        <Table rowKey="id" columns={columns} dataSource={reminders} pagination={false} scroll={{ x: true }} />
      )}
    </div>
  );
}
