import { LaptopOutlined } from "@ant-design/icons";
import type { DeviceSession } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Tag } from "antd";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { useDeviceSessions, useEndOtherSessions, useEndSession } from "./api";
import { SectionCard } from "./SectionCard";
import { dateTimeText, relativeTimeText } from "./security-text";

/** The device in use first, then the others as the server ordered them. */
const currentFirst = (sessions: readonly DeviceSession[]) =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

function SessionRow({ session, onEnd }: { session: DeviceSession; onEnd: (session: DeviceSession) => void }) {
  return (
    <li className="tl-security__row">
      <div className="tl-security__row-main">
        <span className="tl-security__row-name">
          {session.device}
          {session.current && (
            <Tag color="blue" className="tl-security__tag">
              {t("securityPage.sessionThisDevice")}
            </Tag>
          )}
        </span>
        {/* Worked out at sign-in, in the language the signing-in page spoke, and kept as written. */}
        <span data-stored-text>{session.place}</span>
        <span className="tl-security__note">
          {t("securityPage.sessionSignedIn", { date: dateTimeText(session.signedInAt) })}
          {" · "}
          <span title={dateTimeText(session.lastSeenAt)}>
            {t("securityPage.sessionLastSeen", { when: relativeTimeText(session.lastSeenAt) })}
          </span>
        </span>
      </div>
      <Button
        aria-label={t("securityPage.sessionSignOutLabel", { device: session.device })}
        onClick={() => onEnd(session)}
      >
        {t("securityPage.sessionSignOut")}
      </Button>
    </li>
  );
}

/** Where the person is signed in: each device with its place and last activity, and signing them out. */
export function SessionsSection() {
  const sessions = useDeviceSessions();
  const ending = useEndSession();
  const endingOthers = useEndOtherSessions();
  const endOne = useConfirmedAction((session: DeviceSession) =>
    ending.mutateAsync({ id: session.id, current: session.current }),
  );
  const endOthers = useConfirmedAction(() => endingOthers.mutateAsync());
  const problem = endOne.problem ?? endOthers.problem;

  if (sessions.isPending) return <LoadingCard label={t("securityPage.sessionsLoading")} rows={3} />;
  if (sessions.isError) {
    return (
      <LoadError
        title={t("securityPage.sessionsLoadError")}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }
  const list = currentFirst(sessions.data);
  const others = list.filter((session) => !session.current).length;
  const askEnd = (session: DeviceSession) =>
    endOne.ask(session, {
      title: t("securityPage.sessionEndTitle", { device: session.device }),
      content: session.current ? t("securityPage.sessionEndCurrentText") : t("securityPage.sessionEndText"),
      okText: t("securityPage.sessionSignOut"),
      doneText: session.current ? t("securityPage.sessionEndedCurrent") : t("securityPage.sessionEnded"),
      danger: true,
    });

  return (
    <SectionCard title={t("securityPage.sessionsHeading")} icon={<LaptopOutlined />}>
      {problem !== null && (
        <Alert className="tl-security__alert" type="error" showIcon role="alert" title={problem} />
      )}
      {list.length === 0 ? (
        <p>{t("securityPage.sessionsEmpty")}</p>
      ) : (
        <ul className="tl-security__rows">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} onEnd={askEnd} />
          ))}
        </ul>
      )}
      <Button
        disabled={others === 0}
        onClick={() =>
          endOthers.ask(undefined, {
            title: t("securityPage.sessionsEndOthersTitle"),
            content: t("securityPage.sessionsEndOthersText"),
            okText: t("securityPage.sessionsEndOthers"),
            doneText: t("securityPage.sessionsEndedOthers"),
            danger: true,
          })
        }
      >
        {t("securityPage.sessionsEndOthers")}
      </Button>
      <p className="tl-security__attribution">
        <a href="https://db-ip.com" target="_blank" rel="noreferrer">
          {t("securityPage.placesAttribution")}
        </a>
      </p>
    </SectionCard>
  );
}
