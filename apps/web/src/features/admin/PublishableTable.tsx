import type { UseQueryResult } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Switch, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { LoadError } from "../../components/QueryStates";
import { problemText } from "../../lib/problem-text";
import { usePublishContent } from "./api";

interface Publishable {
  id: number;
  published: boolean;
}

/**
 * Posts or FAQ entries as the console lists them: a "New" button, the caller's columns, a
 * published switch and an Edit button per row.
 */
export function PublishableTable<T extends Publishable>({
  kind,
  rows,
  what,
  newLabel,
  columns,
  nameOf,
  onNew,
  onEdit,
}: {
  kind: "post" | "faq";
  rows: UseQueryResult<T[]>;
  /** The list's name in "We could not load …". */
  what: string;
  newLabel: string;
  columns: ColumnsType<T>;
  nameOf: (row: T) => string;
  onNew: () => void;
  onEdit: (row: T) => void;
}) {
  const publish = usePublishContent(kind);
  if (rows.error) {
    return (
      <LoadError
        title={t("admin.loadError", { what })}
        error={rows.error}
        onRetry={() => void rows.refetch()}
        retrying={rows.isFetching}
      />
    );
  }
  return (
    <>
      <Button type="primary" onClick={onNew} style={{ marginBottom: 16 }}>
        {newLabel}
      </Button>
      {publish.error ? <Alert type="error" showIcon role="alert" title={problemText(publish.error)} /> : null}
      <Table<T>
        rowKey="id"
        loading={rows.isPending}
        dataSource={rows.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={[
          ...columns,
          {
            title: t("admin.columnPublished"),
            render: (_, row) => (
              <Switch
                checked={row.published}
                aria-label={t("admin.publishedName", { name: nameOf(row) })}
                loading={publish.isPending && publish.variables?.id === row.id}
                onChange={(published) => publish.mutate({ id: row.id, published })}
              />
            ),
          },
          {
            title: t("admin.columnAction"),
            render: (_, row) => (
              <Button onClick={() => onEdit(row)}>
                {t("admin.edit")}
                <span className="tl-visually-hidden"> {nameOf(row)}</span>
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
