import type { Reminder } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Popconfirm, Space, Tag } from "antd";
import { stateOf, whenText } from "./reminder-text";

/** What the professional can do to a reminder still running, and which one is being sent. */
export interface ReminderActionHandlers {
  sendNow: (reminderId: number) => void;
  stop: (reminderId: number) => void;
  /** The reminder a "send now" is on its way for, if any. */
  sendingId: number | null;
}

/** "1 of 3"; hovering lists when each went out. */
export function SentCell({ reminder, zone }: { reminder: Reminder; zone: string }) {
  return (
    <span
      className="tl-job-reminders__nowrap"
      title={reminder.sentAt.map((iso) => whenText(iso, zone)).join("\n")}
    >
      {t("reminders.sentOf", { sent: reminder.sentCount, max: reminder.maxCount })}
    </span>
  );
}

/** When the next one goes out, or why none will. */
export function NextCell({ reminder, zone }: { reminder: Reminder; zone: string }) {
  if (reminder.nextDueAt) {
    return <span className="tl-job-reminders__nowrap">{whenText(reminder.nextDueAt, zone)}</span>;
  }
  const state = stateOf(reminder);
  return <Tag color={state.color}>{state.text}</Tag>;
}

/** Send now and stop (for a reminder not stopped yet). */
export function ReminderActions({
  reminder,
  handlers,
}: {
  reminder: Reminder;
  handlers: ReminderActionHandlers;
}) {
  return (
    <Space>
      <Button
        size="small"
        loading={handlers.sendingId === reminder.id}
        onClick={() => handlers.sendNow(reminder.id)}
      >
        {t("reminders.sendNow")}
      </Button>
      <Popconfirm
        title={t("reminders.stopConfirm")}
        okText={t("reminders.stop")}
        onConfirm={() => handlers.stop(reminder.id)}
      >
        <Button size="small" danger>
          {t("reminders.stop")}
        </Button>
      </Popconfirm>
    </Space>
  );
}
