import { useQuery } from "@tanstack/react-query";
import { type PendingProfessional, taxPreparerTypeLabels } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Card, Descriptions, Empty, Flex, Space, Typography } from "antd";
import { useState } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { accountActions, accountName } from "./account-actions";
import { pendingProfessionalsQuery, useApproveProfessional, useRefuseProfessional } from "./api";
import { ReasonDialog } from "./ReasonDialog";

const typeLabel = (id: number) =>
  (taxPreparerTypeLabels as Readonly<Record<number, string>>)[id] ?? t("admin.professionalFallback");

function Credentials({ pro }: { pro: PendingProfessional }) {
  const items = [
    {
      key: "ptin",
      label: "PTIN",
      children: pro.ptin ? (
        <Space>
          {pro.ptin}
          <Typography.Text strong>
            {pro.ptinWellFormed ? t("admin.ptinWellFormed") : t("admin.ptinMalformed")}
          </Typography.Text>
        </Space>
      ) : (
        t("admin.noneGiven")
      ),
    },
    { key: "ea", label: t("admin.enrolledAgentNumber"), children: pro.enrolledAgentNumber ?? "—" },
    { key: "license", label: t("admin.cpaLicense"), children: pro.licenseNumber ?? "—" },
    { key: "bar", label: t("admin.barNumber"), children: pro.barNumber ?? "—" },
    { key: "state", label: t("admin.issuingState"), children: pro.credentialState ?? "—" },
    {
      key: "afsp",
      label: t("admin.afspRecord"),
      children: pro.afspProofUrl ? <a href={pro.afspProofUrl}>{t("admin.openRecord")}</a> : "—",
    },
  ];
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

/** Professionals waiting for their credentials to be checked: approve or refuse, with a reason. */
export function VerificationPanel() {
  const pending = useQuery(pendingProfessionalsQuery());
  const approve = useApproveProfessional();
  const refuse = useRefuseProfessional();
  const [acting, setActing] = useState<{ pro: PendingProfessional; kind: "approve" | "refuse" } | null>(null);
  const mutation = acting?.kind === "refuse" ? refuse : approve;
  const close = () => setActing(null);
  const start = (pro: PendingProfessional, kind: "approve" | "refuse") => {
    approve.reset();
    refuse.reset();
    setActing({ pro, kind });
  };

  if (pending.isPending) return <LoadingCard label={t("admin.loadingPending")} />;
  if (pending.error) {
    return (
      <LoadError
        title={t("admin.pendingLoadError")}
        error={pending.error}
        onRetry={() => void pending.refetch()}
        retrying={pending.isFetching}
      />
    );
  }
  if (pending.data.length === 0) return <Empty description={t("admin.noPending")} />;
  return (
    <Flex vertical gap={16}>
      {pending.data.map((pro) => {
        const name = accountName(pro);
        return (
          <Card
            key={pro.userId}
            title={
              <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                {name}
              </Typography.Title>
            }
          >
            <Typography.Paragraph>
              {typeLabel(pro.taxPreparerTypeId)} · {pro.email} · {pro.city}, {pro.state}
            </Typography.Paragraph>
            {pro.refusedAt ? (
              <Alert
                type="warning"
                showIcon
                title={t("admin.refusedBefore", { reason: pro.refusalReason ?? "" })}
              />
            ) : null}
            <Credentials pro={pro} />
            <Space>
              <Button
                type="primary"
                aria-label={t("admin.approveName", { name })}
                onClick={() => start(pro, "approve")}
              >
                {t("admin.approve")}
              </Button>
              <Button
                danger
                aria-label={t("admin.refuseName", { name })}
                onClick={() => start(pro, "refuse")}
              >
                {t("admin.refuse")}
              </Button>
            </Space>
          </Card>
        );
      })}
      <ReasonDialog
        action={acting ? accountActions[acting.kind](accountName(acting.pro)) : null}
        pending={mutation.isPending}
        error={mutation.error}
        onCancel={close}
        onConfirm={(reason) => {
          if (!acting) return;
          mutation.mutate({ userId: acting.pro.userId, reason }, { onSuccess: close });
        }}
      />
    </Flex>
  );
}
