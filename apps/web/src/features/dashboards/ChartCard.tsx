import { DownloadOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Empty, Skeleton, Table, Typography } from "antd";
import { type ComponentProps, lazy, type ReactNode, Suspense, useId } from "react";
import { downloadCsv } from "./csv";

/** The chart library is loaded with the first chart shown, never with the page that holds it. */
const BarFigure = lazy(() => import("./BarFigure"));
export type BarFigureProps = ComponentProps<typeof BarFigure>;

/** A column of a figures table: its title and each row's value, as shown and as the CSV writes it. */
export interface FigureColumn<Row> {
  key: string;
  title: string;
  value: (row: Row) => string | number;
  /** Right-aligned, as numbers read. */
  numeric?: boolean;
}

/**
 * A card of figures: a title, a line saying what they add up to, the chart (hidden from screen
 * readers) and below it the same figures as a table, the accessible version, with a CSV download.
 * With no rows, or `empty` given, it says so in words instead of drawing empty axes.
 */
export function ChartCard<Row>({
  title,
  summary,
  chart,
  rows,
  columns,
  rowKey,
  emptyText,
  isEmpty = false,
  csvName,
}: {
  title: string;
  summary?: ReactNode;
  /** The chart's props; none for a card that is a table only. */
  chart?: BarFigureProps;
  rows: readonly Row[];
  columns: readonly FigureColumn<Row>[];
  rowKey: (row: Row) => string;
  /** What the card says instead of its figures when there is nothing to draw. */
  emptyText: string;
  /** Nothing to draw though there are rows (every count 0). */
  isEmpty?: boolean;
  csvName: string;
}) {
  const headingId = useId();
  const nothing = isEmpty || rows.length === 0;
  const download = () =>
    downloadCsv(
      csvName,
      columns.map((column) => column.title),
      rows.map((row) => columns.map((column) => column.value(row))),
    );
  return (
    <Card className="tl-dashboard__card">
      <section aria-labelledby={headingId}>
        <div className="tl-dashboard__heading">
          <Typography.Title level={2} id={headingId} className="tl-dashboard__title">
            {title}
          </Typography.Title>
          {!nothing && (
            <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={download}>
              {t("dashboards.downloadCsv")}
            </Button>
          )}
        </div>
        {nothing ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <>
            {summary && <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>}
            {chart && (
              <div className="tl-dashboard__chart" aria-hidden="true">
                <Suspense fallback={<Skeleton.Node active className="tl-dashboard__chart-loading" />}>
                  <BarFigure {...chart} />
                </Suspense>
              </div>
            )}
            <Table<Row>
              aria-labelledby={headingId}
              rowKey={rowKey}
              dataSource={[...rows]}
              columns={columns.map((column) => ({
                key: column.key,
                title: column.title,
                align: column.numeric ? "right" : "left",
                render: (_value: unknown, row: Row) => column.value(row),
              }))}
              pagination={rows.length > 12 ? { pageSize: 12, hideOnSinglePage: true } : false}
              size="small"
              scroll={{ x: "max-content" }}
            />
          </>
        )}
      </section>
    </Card>
  );
}
