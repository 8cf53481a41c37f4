import { useInfiniteQuery } from "@tanstack/react-query";
import type { PracticeLogEntry } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Empty, Grid, Table, Typography } from "antd";
import { useId } from "react";
import { CardFields } from "../../components/CardFields";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { dateTimeText } from "../../lib/format";
import { practiceLogQuery } from "./api";

/** One fact of an entry: a column on wide screens, a line of its card on phones. */
const fields: { key: string; title: string; render: (entry: PracticeLogEntry) => string }[] = [
  { key: "when", title: t("practicePages.logWhen"), render: (entry) => dateTimeText(entry.at) },
  { key: "who", title: t("practicePages.logWho"), render: (entry) => entry.actorName },
  { key: "what", title: t("practicePages.logWhat"), render: (entry) => entry.summary },
];

/** An owner's log of the practice: what its members did, newest first, with "Load more". */
export function PracticeLogCard() {
  const log = useInfiniteQuery(practiceLogQuery());
  const screens = Grid.useBreakpoint();
  const headingId = useId();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card>
      <section aria-labelledby={headingId} aria-busy={log.isPending}>
        <Typography.Title level={2} id={headingId} className="tl-practice__title">
          {t("practicePages.logTitle")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("practicePages.logIntro")}</Typography.Paragraph>
        {log.isPending ? (
          <LoadingCard label={t("practicePages.logLoading")} />
        ) : log.isError && entries.length === 0 ? (
          <LoadError
            title={t("practicePages.logLoadError")}
            error={log.error}
            onRetry={() => void log.refetch()}
            retrying={log.isRefetching}
          />
        ) : entries.length === 0 ? (
          <Empty description={t("practicePages.logEmpty")} />
        ) : (
          <>
            {screens.lg === true ? (
              <Table<PracticeLogEntry>
                rowKey="id"
                aria-labelledby={headingId}
                columns={fields.map((field) => ({
                  key: field.key,
                  title: field.title,
                  render: (_value: unknown, entry: PracticeLogEntry) => field.render(entry),
                }))}
                dataSource={entries}
                pagination={false}
                size="small"
              />
            ) : (
              <ul className="tl-practice__cards" aria-labelledby={headingId}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Card size="small">
                      <CardFields
                        fields={fields.map((field) => ({
                          key: field.key,
                          title: field.title,
                          value: field.render(entry),
                        }))}
                      />
                    </Card>
                  </li>
                ))}
              </ul>
            )}
            {log.isFetchNextPageError && (
              <LoadError
                title={t("practicePages.logMoreLoadError")}
                error={log.error}
                onRetry={() => void log.fetchNextPage()}
                retrying={log.isFetchingNextPage}
              />
            )}
            {log.hasNextPage && !log.isFetchNextPageError && (
              <Button
                className="tl-practice__more"
                onClick={() => void log.fetchNextPage()}
                loading={log.isFetchingNextPage}
              >
                {t("practicePages.logMore")}
              </Button>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
