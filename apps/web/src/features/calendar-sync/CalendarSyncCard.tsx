import { useQuery } from "@tanstack/react-query";
import type { CalendarSyncStatus } from "@taxlane/contract";
import { Alert, Button, Card, Skeleton, Space, Typography } from "antd";
import { useSearchParams } from "react-router";
import { problemText } from "../../lib/problem-text";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import {
  type CalendarProvider,
  calendarProviderNames,
  calendarSyncQuery,
  useConnectCalendar,
  useDisconnectCalendar,
} from "./api";
import "./calendar-sync.css";
import { t } from "@taxlane/contract/i18n";
import { richText } from "../../lib/rich-text";

const providers: CalendarProvider[] = ["google", "microsoft"];

const available = (status: CalendarSyncStatus, provider: CalendarProvider) =>
  provider === "google" ? status.googleAvailable : status.microsoftAvailable;

function ConnectButtons({
  status,
  onlyProvider,
  reconnect = false,
}: {
  status: CalendarSyncStatus;
  onlyProvider?: CalendarProvider;
  reconnect?: boolean;
}) {
  const connect = useConnectCalendar();
  const shown = onlyProvider ? [onlyProvider] : providers;
  return (
    <div className="tl-calendar-sync__actions">
      <Space wrap>
        {shown
          .filter((provider) => available(status, provider))
          .map((provider) => (
            <Button
              key={provider}
              type={reconnect ? "primary" : "default"}
              loading={connect.isPending && connect.variables === provider}
              disabled={connect.isPending && connect.variables !== provider}
              onClick={() => connect.mutate(provider)}
            >
              {reconnect
                ? t("calendarSync.reconnect", { provider: calendarProviderNames[provider] })
                : t("calendarSync.connect", { provider: calendarProviderNames[provider] })}
            </Button>
          ))}
      </Space>
      {shown
        .filter((provider) => !available(status, provider))
        .map((provider) => (
          <p key={provider} className="tl-calendar-sync__unavailable">
            {t("calendarSync.notSetUp", { provider: calendarProviderNames[provider] })}
          </p>
        ))}
      {connect.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t("calendarSync.couldNotConnect")}
          description={problemText(connect.error)}
        />
      )}
    </div>
  );
}

function Connection({ status }: { status: CalendarSyncStatus & { provider: CalendarProvider } }) {
  const disconnect = useDisconnectCalendar();
  const confirm = useConfirmedAction(() => disconnect.mutateAsync());
  const name = calendarProviderNames[status.provider];
  const since = status.connectedAt
    ? new Date(status.connectedAt).toLocaleDateString(undefined, { dateStyle: "medium" })
    : null;
  return (
    <>
      {status.status === "broken" ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t("calendarSync.noLongerSyncingTitle", { provider: name })}
          description={t("calendarSync.noLongerSyncingText", { provider: name })}
        />
      ) : (
        <p>
          {richText(
            t("calendarSync.connectedTo", {
              provider: name,
              account: status.account ? t("calendarSync.asAccount", { account: status.account }) : "",
              since: since ? t("calendarSync.sinceDay", { day: since }) : "",
            }),
            { b: (inner) => <Typography.Text strong>{inner}</Typography.Text> },
          )}
        </p>
      )}
      {status.status === "connected" && status.lastError && (
        <p className="tl-calendar-sync__detail">
          {t("calendarSync.lastProblem", { problem: status.lastError })}
        </p>
      )}
      {status.status === "broken" && (
        <ConnectButtons status={status} onlyProvider={status.provider} reconnect />
      )}
      <div className="tl-calendar-sync__actions">
        <Button
          danger
          onClick={() =>
            confirm.ask(undefined, {
              title: t("calendarSync.disconnectQuestion", { provider: name }),
              content: t("calendarSync.disconnectText"),
              okText: t("calendarSync.disconnect"),
              doneText: t("calendarSync.disconnected", { provider: name }),
              danger: true,
            })
          }
        >
          {t("calendarSync.disconnect")} {name}
        </Button>
        {confirm.problem && <Alert type="error" showIcon role="alert" title={confirm.problem} />}
      </div>
    </>
  );
}

/**
 * The professional's calendar sync: connect Google or Microsoft, see what is connected, a warning with
 * Reconnect when the provider stopped accepting our access, and Disconnect. A provider this server has
 * no settings for is said to be unavailable rather than offered.
 */
export function CalendarSyncCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const sync = useQuery(calendarSyncQuery());
  // Back from the provider's return page (`?calendar=connected`).
  const [params] = useSearchParams();
  const justConnected = params.get("calendar") === "connected" && sync.data?.status === "connected";
  return (
    <section className="tl-calendar-sync" aria-labelledby="tl-calendar-sync-title">
      <Card>
        <Typography.Title
          level={headingLevel}
          id="tl-calendar-sync-title"
          className="tl-calendar-sync__title"
        >
          {t("calendarSync.heading")}
        </Typography.Title>
        {justConnected && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t("calendarSync.connected")}
            className="tl-calendar-sync__notice"
          />
        )}
        {sync.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : sync.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t("calendarSync.loadError")}
            description={problemText(sync.error)}
            action={<Button onClick={() => void sync.refetch()}>{t("common.tryAgain")}</Button>}
          />
        ) : sync.data.provider === null || sync.data.status === "none" ? (
          <>
            <p>{t("calendarSync.connectIntro")}</p>
            <ConnectButtons status={sync.data} />
          </>
        ) : (
          <Connection status={{ ...sync.data, provider: sync.data.provider }} />
        )}
      </Card>
    </section>
  );
}
