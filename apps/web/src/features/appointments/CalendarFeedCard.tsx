import { CopyOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Card, Input, Skeleton } from "antd";
import { useId, useState } from "react";
import { LoadError } from "../../components/QueryStates";
import { problemText } from "../../lib/problem-text";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { calendarFeedQuery, useResetCalendarFeed } from "./api";
import "./appointments.css";
import "./calendar-feed.css";
import { t } from "@taxlane/contract/i18n";

/**
 * The person's private calendar feed: a `webcal://` address Apple Calendar or any other calendar
 * subscribes to, with copy and a reset that makes the old address stop working.
 */
export function CalendarFeedPanel() {
  const feed = useQuery(calendarFeedQuery());
  const reset = useResetCalendarFeed();
  const confirmed = useConfirmedAction(() => reset.mutateAsync());
  const { message } = App.useApp();
  const [copyProblem, setCopyProblem] = useState<string | null>(null);
  const ids = { input: useId(), help: useId() };

  const copy = async (address: string) => {
    setCopyProblem(null);
    try {
      await navigator.clipboard.writeText(address);
      void message.success(t("appointments.feedCopied"));
    } catch (error) {
      setCopyProblem(t("appointments.feedCopyFailed", { problem: problemText(error) }));
    }
  };

  if (feed.isPending)
    return (
      <div aria-busy="true" role="status">
        <span className="tl-visually-hidden">{t("appointments.feedLoading")}</span>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  if (feed.isError)
    return (
      <LoadError
        title={t("appointments.feedLoadError")}
        error={feed.error}
        onRetry={() => void feed.refetch()}
        retrying={feed.isRefetching}
      />
    );
  return (
    <div className="tl-feed">
      <p id={ids.help} className="tl-appts__muted">
        {t("appointments.feedIntro")}
      </p>
      <label htmlFor={ids.input} className="tl-feed__label">
        {t("appointments.feedAddressLabel")}
      </label>
      <div className="tl-feed__row">
        <Input
          id={ids.input}
          readOnly
          value={feed.data.webcalUrl}
          aria-describedby={ids.help}
          onFocus={(event) => event.target.select()}
        />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(feed.data.webcalUrl)}>
          {t("appointments.feedCopy")}
        </Button>
      </div>
      {copyProblem !== null && <Alert type="warning" showIcon role="alert" title={copyProblem} />}
      {confirmed.problem !== null && <Alert type="error" showIcon role="alert" title={confirmed.problem} />}
      <div className="tl-appts__toolbar">
        <a href={feed.data.webcalUrl} className="tl-feed__open">
          {t("appointments.feedOpen")}
        </a>
        <Button
          danger
          loading={reset.isPending}
          onClick={() =>
            confirmed.ask(undefined, {
              title: t("appointments.feedResetQuestion"),
              content: t("appointments.feedResetText"),
              okText: t("appointments.feedResetLink"),
              doneText: t("appointments.feedReset"),
              danger: true,
            })
          }
        >
          {t("appointments.feedResetLink")}
        </Button>
      </div>
    </div>
  );
}

/** The feed in its own section of a page. */
export function CalendarFeedCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="tl-appts">
      <h2 id={headingId} className="tl-appts__title">
        {t("appointments.feedHeading")}
      </h2>
      <Card>
        <CalendarFeedPanel />
      </Card>
    </section>
  );
}
