import type { NotificationChannel, NotificationPreference } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Checkbox, Table, type TableColumnsType } from "antd";
import { kindLabel } from "./notification-kinds";

/** The four channels of the table; `channel` of the API holds the first two (e-mail implies the app). */
type Column = "inApp" | "email" | "push" | "text";

const columnTitles: Record<Column, string> = {
  inApp: t("channels.columnInApp"),
  email: t("channels.columnEmail"),
  push: t("channels.columnPush"),
  text: t("channels.columnText"),
};

/** On a phone a column's title is its short name, the full one kept as the abbreviation's title. */
const shortColumnTitles: Record<Column, string> = {
  inApp: t("channels.columnInAppShort"),
  email: t("channels.columnEmailShort"),
  push: t("channels.columnPushShort"),
  text: t("channels.columnTextShort"),
};

function ColumnTitle({ column }: { column: Column }) {
  return (
    <>
      <span className="tl-notifications-page__column-full">{columnTitles[column]}</span>
      <abbr className="tl-notifications-page__column-short" title={columnTitles[column]}>
        {shortColumnTitles[column]}
      </abbr>
    </>
  );
}

/** Whether a kind's choice is ticked in a column. */
function isOn(preference: NotificationPreference, column: Column): boolean {
  if (column === "inApp") return preference.channel !== "off";
  if (column === "email") return preference.channel === "email";
  return preference[column] === true;
}

/**
 * The change one tick makes. The app and e-mail columns map onto the one `channel` older clients
 * set: e-mail on means both, the app off means neither. Push and text are sent alone, so the other
 * stays as it is.
 */
export function changeOf(
  preference: NotificationPreference,
  column: Column,
  on: boolean,
): NotificationPreference {
  const { kind, channel } = preference;
  if (column === "push" || column === "text") return { kind, channel, [column]: on };
  const next: NotificationChannel = column === "email" ? (on ? "email" : "in-app") : on ? "in-app" : "off";
  return { kind, channel: next };
}

export interface PreferencesTableProps {
  preferences: readonly NotificationPreference[];
  roleId?: number;
  /**
   * This device receives pushes / the person's number is verified: else the column's boxes wait, but
   * one already ticked (push chosen on another device) can still be unticked here.
   */
  canPush: boolean;
  canText: boolean;
  saving: boolean;
  onChange: (preference: NotificationPreference) => void;
}

/** Kinds of notice × channels, one checkbox each; the security mail stays on and is never pushed or texted. */
export function PreferencesTable({
  preferences,
  roleId,
  canPush,
  canText,
  saving,
  onChange,
}: PreferencesTableProps) {
  const usable: Record<Column, boolean> = { inApp: true, email: true, push: canPush, text: canText };
  const columnOf = (column: Column): TableColumnsType<NotificationPreference>[number] => ({
    key: column,
    title: <ColumnTitle column={column} />,
    align: "center",
    render: (_, preference) => {
      const locked = preference.kind === "security";
      return (
        <Checkbox
          aria-label={t("channels.choiceFor", {
            channel: columnTitles[column],
            kind: kindLabel(preference.kind, roleId),
          })}
          checked={isOn(preference, column)}
          disabled={locked || saving || (!usable[column] && !isOn(preference, column))}
          onChange={(event) => onChange(changeOf(preference, column, event.target.checked))}
        />
      );
    },
  });
  const columns: TableColumnsType<NotificationPreference> = [
    {
      key: "kind",
      title: t("channels.columnKind"),
      render: (_, preference) => (
        <>
          <span className="tl-notifications-page__kind">{kindLabel(preference.kind, roleId)}</span>
          {preference.kind === "security" && (
            <span className="tl-notifications-page__kind-note">{t("notifications.securityMailStaysOn")}</span>
          )}
        </>
      ),
    },
    columnOf("inApp"),
    columnOf("email"),
    columnOf("push"),
    columnOf("text"),
  ];
  return (
    <Table<NotificationPreference>
      className="tl-notifications-page__table"
      size="small"
      rowKey="kind"
      pagination={false}
      columns={columns}
      dataSource={[...preferences]}
    />
  );
}
