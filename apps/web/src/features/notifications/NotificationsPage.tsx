import { type NotificationChannel, RoleId } from "@taxlane/contract";
import { Alert, Card, Empty, Radio, Skeleton, Typography } from "antd";
import { type ReactNode, useId } from "react";
import { MarketPage, useCurrentUser } from "../../entities/account";
import { isApiError } from "../../lib/api-client";
import { useNotifications } from "./api";
import { NotificationItem } from "./NotificationItem";
import { kindLabel } from "./notification-kinds";
import { usePreferences, useSetPreference } from "./preferences-api";
import "./notifications.css";
import { t } from "@taxlane/contract/i18n";

const channels: { value: NotificationChannel; label: string }[] = [
  { value: "email", label: t("notifications.channelEmail") },
  { value: "in-app", label: t("notifications.channelInApp") },
  { value: "off", label: t("notifications.channelOff") },
];

/** The channel of each kind of notice; the API lists only the kinds that can reach this person. */
function Preferences() {
  const preferences = usePreferences();
  const { data: user } = useCurrentUser();
  const setPreference = useSetPreference();
  const headingId = useId();
  return (
    <Card>
      <Typography.Title level={2} id={headingId} className="tl-notifications-page__heading">
        {t("notifications.preferencesHeading")}
      </Typography.Title>
      {preferences.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : preferences.isError ? (
        <Alert type="error" showIcon message={t("notifications.preferencesLoadError")} />
      ) : (
        <ul className="tl-notifications-page__prefs" aria-labelledby={headingId}>
          {preferences.data.map((preference) => {
            const labelId = `${headingId}-${preference.kind}`;
            const locked = preference.kind === "security";
            return (
              <li key={preference.kind} className="tl-notifications-page__pref">
                <span id={labelId}>{kindLabel(preference.kind, user?.roleId)}</span>
                <Radio.Group
                  aria-labelledby={labelId}
                  value={preference.channel}
                  disabled={locked || setPreference.isPending}
                  options={locked ? channels.slice(0, 1) : channels}
                  onChange={(event) =>
                    setPreference.mutate({ kind: preference.kind, channel: event.target.value })
                  }
                />
                {locked && (
                  <Typography.Text type="secondary">{t("notifications.securityMailStaysOn")}</Typography.Text>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {setPreference.isError && (
        <Alert
          type="error"
          showIcon
          message={
            isApiError(setPreference.error) ? setPreference.error.message : t("notifications.savingFailed")
          }
        />
      )}
    </Card>
  );
}

function AllNotifications() {
  const { data, isPending, isError } = useNotifications();
  const now = Date.now();
  return (
    <Card>
      <Typography.Title level={2} className="tl-notifications-page__heading">
        {t("notifications.everyNotice")}
      </Typography.Title>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <Alert type="error" showIcon message={t("notifications.loadError")} />
      ) : data.length === 0 ? (
        <Empty description={t("notifications.nothingYet")} />
      ) : (
        <ul className="tl-notifications__list">
          {data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              unread={!notification.isRead}
              now={now}
              onNavigate={() => undefined}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /user/notifications and /expert/notifications: every notice, and the channel of each kind;
 * `children` (the taxpayer's estimated tax payments) come first.
 */
export function NotificationsPage({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  // The browser's title tells a professional's page from a client's, as the two areas are different.
  const documentTitle =
    user?.roleId === RoleId.expert ? t("notifications.headingForPractice") : t("notifications.heading");
  return (
    <MarketPage title={t("notifications.heading")} documentTitle={documentTitle}>
      <div className="tl-notifications-page">
        {children}
        <Preferences />
        <AllNotifications />
      </div>
    </MarketPage>
  );
}
