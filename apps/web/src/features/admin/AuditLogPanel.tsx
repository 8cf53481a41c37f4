import { useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Empty, Form, Input, Space, Table } from "antd";
import { useState } from "react";
import { LoadError } from "../../components/QueryStates";
import { dateTimeText } from "../../lib/format";
import { type AuditFilter, auditLogQuery } from "./api";
import { useCursorPages } from "./cursor-pages";
import { PageButtons } from "./PageButtons";

interface FilterFields {
  text?: string;
  action?: string;
  userId?: string;
}

/** The audit log, newest first, a page at a time: who did what to whose account, in words. */
export function AuditLogPanel() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const pages = useCursorPages();
  const log = useQuery(auditLogQuery(filter, pages.beforeId));
  return (
    <>
      <Form<FilterFields>
        layout="inline"
        onFinish={(fields) => {
          const userId = Number(fields.userId);
          setFilter({
            text: fields.text?.trim() || undefined,
            action: fields.action?.trim() || undefined,
            userId: Number.isInteger(userId) && userId > 0 ? userId : undefined,
          });
          pages.restart();
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="text" label={t("admin.filterText")}>
          <Input placeholder="sign-in, 203.0.113.4" />
        </Form.Item>
        <Form.Item name="action" label={t("admin.filterAction")}>
          <Input placeholder="admin.account-suspended" />
        </Form.Item>
        <Form.Item name="userId" label={t("admin.filterAccountId")}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t("admin.search")}
          </Button>
        </Space>
      </Form>
      {log.error ? (
        <LoadError
          title={t("admin.auditLoadError")}
          error={log.error}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : (
        <>
          <Table<AuditEntry>
            rowKey="id"
            loading={log.isFetching}
            dataSource={log.data ?? []}
            pagination={false}
            scroll={{ x: true }}
            size="small"
            locale={{ emptyText: <Empty description={t("admin.noAuditMatches")} /> }}
            columns={[
              { title: t("admin.columnWhen"), render: (_, row) => dateTimeText(row.at) },
              { title: t("admin.columnWho"), render: (_, row) => row.actorName ?? t("admin.nobodySignedIn") },
              { title: t("admin.columnWhat"), dataIndex: "summary" },
              { title: t("admin.columnFrom"), render: (_, row) => row.fromAddress ?? "—" },
            ]}
          />
          <PageButtons pages={pages} rows={log.data} what={t("admin.pagesEntries")} />
        </>
      )}
    </>
  );
}
