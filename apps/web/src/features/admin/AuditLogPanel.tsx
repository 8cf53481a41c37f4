import { useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@taxlane/contract";
import { Alert, Button, Form, Input, Space, Table } from "antd";
import { useState } from "react";
import { problemText } from "../../lib/problem-text";
import { type AuditFilter, auditLogQuery } from "./api";

interface FilterFields {
  text?: string;
  action?: string;
  userId?: string;
}

/** The audit log, newest first, searched by text, action or account. */
export function AuditLogPanel() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useQuery(auditLogQuery(filter));
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
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="text" label="Text">
          <Input placeholder="sign-in, quote:12, 203.0.113.4" />
        </Form.Item>
        <Form.Item name="action" label="Action">
          <Input placeholder="organizer.read" />
        </Form.Item>
        <Form.Item name="userId" label="Account id">
          <Input inputMode="numeric" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            Search
          </Button>
        </Space>
      </Form>
      {log.error ? <Alert type="error" showIcon role="alert" title={problemText(log.error)} /> : null}
      <Table<AuditEntry>
        rowKey="id"
        loading={log.isFetching}
        dataSource={log.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        size="small"
        columns={[
          { title: "When", render: (_, row) => new Date(row.at).toLocaleString() },
          { title: "Action", dataIndex: "action" },
          { title: "By", render: (_, row) => (row.actorUserId === null ? "—" : `#${row.actorUserId}`) },
          {
            title: "Whose",
            render: (_, row) => (row.subjectUserId === null ? "—" : `#${row.subjectUserId}`),
          },
          { title: "What", render: (_, row) => row.subject ?? "—" },
          { title: "From", render: (_, row) => row.fromAddress ?? "—" },
        ]}
      />
    </>
  );
}
