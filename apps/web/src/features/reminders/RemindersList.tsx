import type { Reminder } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Grid, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { CardFields } from "../../components/CardFields";
import { NextCell, type ReminderActionHandlers, ReminderActions, SentCell } from "./ReminderCells";
import { kindText } from "./reminder-text";

/** One fact of a reminder: a table column on wide screens, a line of its card on narrow ones. */
interface ReminderField {
  key: string;
  title: string;
  /** Null when the reminder has nothing to show there: its card leaves the line out. */
  render: (reminder: Reminder) => ReactNode;
  /** Left out of the phone cards, whose heading already says it. */
  inCardTitle?: boolean;
}

/** Past the table's natural width its card scrolls it (a wide screen with the menu open, say). */
const TABLE_MIN_WIDTH = 820;

/**
 * The job's reminders as a table on wide screens and as one card per reminder on phones (as the
 * jobs lists do), from the same fields; each card is headed by what the reminder is about.
 */
export function RemindersList({
  reminders,
  zone,
  handlers,
}: {
  reminders: readonly Reminder[];
  /** The professional's zone, which the subjects' times are in (the API's `timeZone`). */
  zone: string;
  handlers: ReminderActionHandlers;
}) {
  const screens = Grid.useBreakpoint();
  const fields: ReminderField[] = [
    { key: "kind", title: t("reminders.columnKind"), render: (reminder) => kindText(reminder.kind) },
    {
      key: "subject",
      title: t("reminders.columnAbout"),
      render: (reminder) => reminder.subject,
      inCardTitle: true,
    },
    {
      key: "sent",
      title: t("reminders.columnSent"),
      render: (reminder) => <SentCell reminder={reminder} zone={zone} />,
    },
    {
      key: "next",
      title: t("reminders.columnNext"),
      render: (reminder) => <NextCell reminder={reminder} zone={zone} />,
    },
    {
      key: "actions",
      title: t("reminders.columnActions"),
      render: (reminder) =>
        reminder.stoppedAt ? null : <ReminderActions reminder={reminder} handlers={handlers} />,
    },
  ];
  if (screens.lg === true) {
    const columns: TableColumnsType<Reminder> = fields.map((field) => ({
      key: field.key,
      title: field.title,
      render: (_value: unknown, reminder: Reminder) => field.render(reminder),
    }));
    return (
      <Card className="tl-job-reminders__table-card">
        <Table<Reminder>
          rowKey="id"
          aria-label={t("reminders.listHeading")}
          columns={columns}
          dataSource={[...reminders]}
          pagination={false}
          scroll={{ x: TABLE_MIN_WIDTH }}
        />
      </Card>
    );
  }
  return (
    <ul className="tl-job-reminders__cards" aria-label={t("reminders.listHeading")}>
      {reminders.map((reminder) => (
        <li key={reminder.id}>
          <Card title={reminder.subject} size="small" className="tl-job-reminders__card">
            <CardFields
              className="tl-job-reminders__fields"
              fields={fields
                .filter((field) => field.inCardTitle !== true)
                .map((field) => ({ key: field.key, title: field.title, value: field.render(reminder) }))
                .filter(({ value }) => value !== null)}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
