import { RoleId } from "@taxlane/contract";
import { Alert, Button, Card, Empty, Skeleton, Typography } from "antd";
import { type ReactNode, useId } from "react";
import { MarketPage, useCurrentUser } from "../../entities/account";
import { isApiError } from "../../lib/api-client";
import { useNotifications } from "./api";
import { usePhone } from "./channels-api";
import { NotificationItem } from "./NotificationItem";
import { PhoneSetting } from "./PhoneSetting";
import { PreferencesTable } from "./PreferencesTable";
import { PushSetting } from "./PushSetting";
import { usePreferences, useSetPreference } from "./preferences-api";
import { browserCanPush } from "./push-device";
import { pushErrorText, useThisDevicePush, useTurnOnPush } from "./push-this-device";
import "./notifications.css";
import { t } from "@taxlane/contract/i18n";

/**
 * Why a column's boxes wait: this device receives no pushes (with the way to subscribe it, where the
 * browser can), no number is verified.
 */
function ChannelHints({ canPush, canText }: { canPush: boolean; canText: boolean }) {
  const turnOn = useTurnOnPush();
  if (canPush && canText) return null;
  const canSubscribe = browserCanPush() && Notification.permission !== "denied";
  return (
    <>
      <ul className="tl-notifications-page__hints">
        {!canPush && (
          <li>
            {t("channels.pushThisDeviceNotSubscribed")}{" "}
            {canSubscribe && (
              <Button size="small" onClick={() => turnOn.mutate()} loading={turnOn.isPending}>
                {t("channels.subscribeThisDevice")}
              </Button>
            )}
          </li>
        )}
        {!canText && <li>{t("channels.phoneNotVerified")}</li>}
      </ul>
      {turnOn.error && <Alert type="error" showIcon role="alert" message={pushErrorText(turnOn.error)} />}
    </>
  );
}

/**
 * The channels of each kind of notice (the API lists only the kinds that can reach this person),
 * then this device's push and the number for texts, which open the table's last two columns.
 */
function Preferences() {
  const preferences = usePreferences();
  const { data: user } = useCurrentUser();
  const setPreference = useSetPreference();
  const thisDevice = useThisDevicePush();
  const phone = usePhone();
  const headingId = useId();
  // This device, not any of the person's: a box ticked here should mean pushes on the screen in hand.
  const canPush = typeof thisDevice.data === "string";
  const canText = phone.data?.verified === true && !phone.data.stopped;
  return (
    <Card>
      <Typography.Title level={2} id={headingId} className="tl-notifications-page__heading">
        {t("notifications.preferencesHeading")}
      </Typography.Title>
      {preferences.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : preferences.isError ? (
        <Alert type="error" showIcon message={t("notifications.preferencesLoadError")} />
      ) : (
        <>
          <PreferencesTable
            preferences={preferences.data}
            roleId={user?.roleId}
            canPush={canPush}
            canText={canText}
            saving={setPreference.isPending}
            onChange={(preference) => setPreference.mutate(preference)}
          />
          <ChannelHints canPush={canPush} canText={canText} />
        </>
      )}
      {setPreference.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={
            isApiError(setPreference.error) ? setPreference.error.message : t("notifications.savingFailed")
          }
        />
      )}
      <div className="tl-notifications-page__channels">
        <PushSetting headingId={`${headingId}-push`} />
        <PhoneSetting headingId={`${headingId}-text`} />
      </div>
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
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
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
