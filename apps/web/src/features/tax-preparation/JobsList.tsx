import { Card, Grid, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import "./tax-preparation.css";
import { CardFields } from "../../components/CardFields";

/** One column of a jobs list: its heading, and what a job shows under it. */
export interface JobColumn<T> {
  key: string;
  title: string;
  render: (job: T) => ReactNode;
  /** Left out of the phone cards, whose heading already says it. */
  inCardTitle?: boolean;
}

interface JobsListProps<T> {
  /** Names the table (and the list of cards) for screen readers. */
  label: string;
  jobs: readonly T[];
  rowKey: (job: T) => number;
  columns: readonly JobColumn<T>[];
  /** A card's heading on narrow screens, where the table does not fit. */
  cardTitle: (job: T) => ReactNode;
}

/** Jobs as a table on wide screens and as one card per job on phones, from the same columns. */
export function JobsList<T>({ label, jobs, rowKey, columns, cardTitle }: JobsListProps<T>) {
  const screens = Grid.useBreakpoint();
  if (screens.lg === true) {
    const tableColumns: TableColumnsType<T> = columns.map((column) => ({
      key: column.key,
      title: column.title,
      render: (_value: unknown, job: T) => column.render(job),
    }));
    return (
      <Card className="tl-jobs__table-card">
        <Table<T>
          aria-label={label}
          columns={tableColumns}
          dataSource={[...jobs]}
          rowKey={rowKey}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: "max-content" }}
        />
      </Card>
    );
  }
  return (
    <ul className="tl-jobs__cards" aria-label={label}>
      {jobs.map((job) => (
        <li key={rowKey(job)}>
          <Card title={cardTitle(job)} className="tl-jobs__card">
            <CardFields
              className="tl-jobs__fields"
              fields={columns
                .filter((column) => column.inCardTitle !== true)
                .map((column) => ({ key: column.key, title: column.title, value: column.render(job) }))}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
