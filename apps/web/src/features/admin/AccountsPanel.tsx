import { useQuery } from "@tanstack/react-query";
import { type AdminAccount, roleLabels } from "@taxlane/contract";
import { Alert, Button, Input, Table } from "antd";
import { useState } from "react";
import { problemText } from "../../lib/problem-text";
import { accountsQuery, useRestoreAccount, useSuspendAccount } from "./api";

const roleLabel = (id: number) => (roleLabels as Readonly<Record<number, string>>)[id] ?? String(id);

/** Find an account; suspend it (its sessions end at once) or restore it. */
export function AccountsPanel() {
  const [text, setText] = useState("");
  const accounts = useQuery(accountsQuery(text));
  const suspend = useSuspendAccount();
  const restore = useRestoreAccount();
  const failure = suspend.error ?? restore.error;
  return (
    <>
      <Input.Search
        aria-label="Search accounts by e-mail or name"
        placeholder="E-mail or name"
        enterButton="Search"
        onSearch={(value) => setText(value.trim())}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {failure ? <Alert type="error" showIcon role="alert" title={problemText(failure)} /> : null}
      {accounts.error ? <Alert type="error" showIcon title={problemText(accounts.error)} /> : null}
      <Table<AdminAccount>
        rowKey="id"
        loading={accounts.isFetching}
        dataSource={accounts.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: "Name", render: (_, row) => `${row.firstName} ${row.lastName}` },
          { title: "E-mail", dataIndex: "email" },
          { title: "Role", render: (_, row) => roleLabel(row.roleId) },
          {
            title: "Status",
            render: (_, row) => (row.suspendedAt ? <strong>Suspended</strong> : "Active"),
          },
          {
            title: "Action",
            render: (_, row) =>
              row.suspendedAt ? (
                <Button onClick={() => restore.mutate(row.id)} loading={restore.isPending}>
                  Restore
                </Button>
              ) : (
                <Button danger onClick={() => suspend.mutate(row.id)} loading={suspend.isPending}>
                  Suspend
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
