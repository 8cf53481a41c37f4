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

const channels: { value: NotificationChannel; label: string }[] = [
  { value: "email", label: "E-mail and in the app" },
  { value: "in-app", label: "In the app only" },
  { value: "off", label: "Off" },
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
        How we tell you
      </Typography.Title>
      {preferences.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : preferences.isError ? (
        <Alert type="error" showIcon message="We could not load your preferences." />
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
                  <Typography.Text type="secondary">Security e-mail cannot be turned off.</Typography.Text>
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
          message={isApiError(setPreference.error) ? setPreference.error.message : "Saving failed."}
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
        Every notice
      </Typography.Title>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <Alert type="error" showIcon message="We could not load your notifications." />
      ) : data.length === 0 ? (
        <Empty description="Nothing yet." />
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
  const documentTitle = user?.roleId === RoleId.expert ? "Notifications for your practice" : "Notifications";
  return (
    <MarketPage title="Notifications" documentTitle={documentTitle}>
      <div className="tl-notifications-page">
        {children}
        <Preferences />
        <AllNotifications />
      </div>
    </MarketPage>
  );
}
