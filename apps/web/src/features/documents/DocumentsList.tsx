import type { UseQueryResult } from "@tanstack/react-query";
import type { JobDocument } from "@taxlane/contract";
import { Empty, Table, type TableColumnsType, type TableProps } from "antd";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { DocumentFile, DocumentStatusTag, DocumentTitle, providedText } from "./DocumentCells";
import { ownerLabel } from "./document-model";

export const NO_DOCUMENTS = "No Documents Found";

type Columns = TableColumnsType<JobDocument>;

/** The columns both sides show (SPEC.md's documents list), with a side's own before and after them. */
export function documentColumns({ before = [], after = [] }: { before?: Columns; after?: Columns }): Columns {
  return [
    ...before,
    { key: "title", title: "Title", render: (_, document) => <DocumentTitle document={document} /> },
    { key: "provided", title: "Date provided", render: (_, document) => providedText(document) },
    { key: "file", title: "File", render: (_, document) => <DocumentFile document={document} /> },
    {
      key: "status",
      title: "Status",
      render: (_, document) => <DocumentStatusTag statusId={document.statusId} />,
    },
    { key: "owner", title: "Taxpayer or spouse", render: (_, document) => ownerLabel(document) },
    ...after,
  ];
}

/** A job's documents as a table, with its loading, error and empty states. */
export function DocumentsList({
  query,
  what,
  columns,
  rowSelection,
}: {
  query: UseQueryResult<JobDocument[]>;
  /** How the states name the list: "your documents", "the documents". */
  what: string;
  columns: Columns;
  rowSelection?: TableProps<JobDocument>["rowSelection"];
}) {
  const { data, isPending, isError, error, refetch, isRefetching } = query;
  if (isPending) return <LoadingCard label={`Loading ${what}`} rows={3} />;
  if (isError) {
    return (
      <LoadError
        title={`We could not load ${what}.`}
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DOCUMENTS} />;
  return (
    <div className="tl-docs__table">
      <Table<JobDocument>
        rowKey="id"
        columns={columns}
        dataSource={data}
        pagination={false}
        size="middle"
        {...(rowSelection ? { rowSelection } : {})}
      />
    </div>
  );
}
