import { useQuery } from "@tanstack/react-query";
import { type AdminAccount, roleLabels } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Empty, Input, Space, Table, Tag } from "antd";
import { useState } from "react";
import { LoadError } from "../../components/QueryStates";
import { dateText } from "../../lib/format";
import { accountActions, accountName } from "./account-actions";
import { accountsQuery, useRestoreAccount, useSuspendAccount } from "./api";
import { useCursorPages } from "./cursor-pages";
import { PageButtons } from "./PageButtons";
import { ReasonDialog } from "./ReasonDialog";
import { SecondFactorsDrawer } from "./SecondFactorsDrawer";

const roleLabel = (id: number) =>
  (roleLabels as Readonly<Record<number, string>>)[id] ?? t("admin.roleOther");

/** Every account, newest first, narrowed by a search; suspend one (its sessions end at once) or restore it. */
export function AccountsPanel() {
  const [text, setText] = useState<string | undefined>(undefined);
  const pages = useCursorPages();
  const accounts = useQuery(accountsQuery({ text, beforeId: pages.beforeId }));
  const suspend = useSuspendAccount();
  const restore = useRestoreAccount();
  const [acting, setActing] = useState<{ account: AdminAccount; kind: "suspend" | "restore" } | null>(null);
  const mutation = acting?.kind === "restore" ? restore : suspend;
  const close = () => setActing(null);
  const [factorsOf, setFactorsOf] = useState<AdminAccount | null>(null);

  const start = (account: AdminAccount, kind: "suspend" | "restore") => {
    suspend.reset();
    restore.reset();
    setActing({ account, kind });
  };

  return (
    <>
      <Input.Search
        aria-label={t("admin.searchAccounts")}
        placeholder={t("admin.searchPlaceholder")}
        enterButton={t("admin.search")}
        allowClear
        onSearch={(value) => {
          setText(value.trim() || undefined);
          pages.restart();
        }}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {accounts.error ? (
        <LoadError
          title={t("admin.accountsLoadError")}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : (
        <>
          <Table<AdminAccount>
            rowKey="id"
            loading={accounts.isFetching}
            dataSource={accounts.data ?? []}
            pagination={false}
            scroll={{ x: true }}
            locale={{
              emptyText: (
                <Empty
                  description={text ? t("admin.noAccountMatches", { search: text }) : t("admin.noAccounts")}
                />
              ),
            }}
            columns={[
              { title: t("admin.nameLabel"), render: (_, row) => accountName(row) },
              { title: t("admin.columnEmail"), dataIndex: "email" },
              { title: t("admin.columnRole"), render: (_, row) => roleLabel(row.roleId) },
              {
                title: t("admin.columnStatus"),
                render: (_, row) =>
                  row.suspendedAt ? (
                    <Tag color="red">{t("admin.statusSuspended")}</Tag>
                  ) : (
                    t("admin.statusActive")
                  ),
              },
              { title: t("admin.columnJoined"), render: (_, row) => dateText(row.createdAt) },
              {
                title: t("admin.columnAction"),
                render: (_, row) => (
                  <Space wrap>
                    {row.suspendedAt ? (
                      <Button
                        onClick={() => start(row, "restore")}
                        aria-label={t("admin.restoreName", { name: accountName(row) })}
                      >
                        {t("admin.restore")}
                      </Button>
                    ) : (
                      <Button
                        danger
                        onClick={() => start(row, "suspend")}
                        aria-label={t("admin.suspendName", { name: accountName(row) })}
                      >
                        {t("admin.suspend")}
                      </Button>
                    )}
                    <Button
                      onClick={() => setFactorsOf(row)}
                      aria-label={t("admin.signInFactorsOf", { name: accountName(row) })}
                    >
                      {t("admin.signInFactors")}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
          <PageButtons pages={pages} rows={accounts.data} what={t("admin.pagesAccounts")} />
        </>
      )}
      <SecondFactorsDrawer account={factorsOf} onClose={() => setFactorsOf(null)} />
      <ReasonDialog
        action={acting ? accountActions[acting.kind](accountName(acting.account)) : null}
        pending={mutation.isPending}
        error={mutation.error}
        onCancel={close}
        onConfirm={(reason) => {
          if (!acting) return;
          mutation.mutate({ userId: acting.account.id, reason }, { onSuccess: close });
        }}
      />
    </>
  );
}
