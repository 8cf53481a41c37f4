import { CopyOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Card, Input } from "antd";
import { useId, useState } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { problemText } from "../../lib/problem-text";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { calendarFeedQuery, useResetCalendarFeed } from "./api";

/**
 * The person's private calendar feed: a `webcal://` address Apple Calendar or any other calendar
 * subscribes to, with copy and a reset that makes the old address stop working.
 */
export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQuery());
  const reset = useResetCalendarFeed();
  const confirmed = useConfirmedAction(() => reset.mutateAsync());
  const { message } = App.useApp();
  const [copyProblem, setCopyProblem] = useState<string | null>(null);
  const ids = { heading: useId(), input: useId(), help: useId() };

  const copy = async (address: string) => {
    setCopyProblem(null);
    try {
      await navigator.clipboard.writeText(address);
      void message.success("Calendar address copied.");
    } catch (error) {
      setCopyProblem(`Copying did not work here (${problemText(error)}). Select the address and copy it.`);
    }
  };

  let body: React.ReactNode;
  if (feed.isPending) body = <LoadingCard label="Loading your calendar address" rows={2} />;
  else if (feed.isError)
    body = (
      <LoadError
        title="We could not load your calendar address."
        error={feed.error}
        onRetry={() => void feed.refetch()}
        retrying={feed.isRefetching}
      />
    );
  else
    body = (
      <Card>
        <p id={ids.help} className="tl-appts__muted">
          Subscribe to this private address in Apple Calendar, Outlook or any calendar app to see your
          approved appointments there. Anyone with the address can read it: keep it to yourself.
        </p>
        <label htmlFor={ids.input} className="tl-feed__label">
          Calendar address
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
            Copy
          </Button>
        </div>
        {copyProblem !== null && <Alert type="warning" showIcon role="alert" title={copyProblem} />}
        {confirmed.problem !== null && <Alert type="error" showIcon role="alert" title={confirmed.problem} />}
        <div className="tl-appts__toolbar">
          <a href={feed.data.webcalUrl} className="tl-feed__open">
            Open in my calendar app
          </a>
          <Button
            danger
            loading={reset.isPending}
            onClick={() =>
              confirmed.ask(undefined, {
                title: "Reset the calendar link?",
                content:
                  "The current address stops working at once, in every calendar subscribed to it. You then subscribe again with the new one.",
                okText: "Reset link",
                doneText: "A new calendar address is ready.",
                danger: true,
              })
            }
          >
            Reset link
          </Button>
        </div>
      </Card>
    );

  return (
    <section aria-labelledby={ids.heading} className="tl-appts">
      <h2 id={ids.heading} className="tl-appts__title">
        Calendar feed
      </h2>
      {body}
    </section>
  );
}
