import { useQuery } from "@tanstack/react-query";
import { type PendingProfessional, taxPreparerTypeLabels } from "@taxlane/contract";
import { Alert, Button, Card, Descriptions, Empty, Flex, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { problemText } from "../../lib/problem-text";
import { pendingProfessionalsQuery, useApproveProfessional, useRefuseProfessional } from "./api";

const typeLabel = (id: number) =>
  (taxPreparerTypeLabels as Readonly<Record<number, string>>)[id] ?? "Professional";

function Credentials({ pro }: { pro: PendingProfessional }) {
  const items = [
    {
      key: "ptin",
      label: "PTIN",
      children: pro.ptin ? (
        <Space>
          {pro.ptin}
          <Typography.Text strong>
            {pro.ptinWellFormed ? "(P + 8 digits)" : "(not in the IRS's form: P + 8 digits)"}
          </Typography.Text>
        </Space>
      ) : (
        "None given"
      ),
    },
    { key: "ea", label: "Enrolled agent number", children: pro.enrolledAgentNumber ?? "—" },
    { key: "license", label: "CPA license", children: pro.licenseNumber ?? "—" },
    { key: "bar", label: "Bar number", children: pro.barNumber ?? "—" },
    { key: "state", label: "Issuing state", children: pro.credentialState ?? "—" },
    {
      key: "afsp",
      label: "AFSP record",
      children: pro.afspProofUrl ? <a href={pro.afspProofUrl}>Open the record</a> : "—",
    },
  ];
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

/** Professionals waiting for their credentials to be checked: approve, or refuse with a reason. */
export function VerificationPanel() {
  const pending = useQuery(pendingProfessionalsQuery());
  const approve = useApproveProfessional();
  const refuse = useRefuseProfessional();
  const [refusing, setRefusing] = useState<PendingProfessional | null>(null);
  const [reason, setReason] = useState("");

  if (pending.isPending) return <LoadingCard label="Loading professionals waiting for verification" />;
  if (pending.error) {
    return (
      <LoadError
        title="We could not load the professionals waiting"
        error={pending.error}
        onRetry={() => void pending.refetch()}
        retrying={pending.isFetching}
      />
    );
  }
  if (pending.data.length === 0) return <Empty description="No professional is waiting for verification." />;
  return (
    <Flex vertical gap={16}>
      {approve.error ? <Alert type="error" showIcon title={problemText(approve.error)} /> : null}
      {pending.data.map((pro) => {
        const name = `${pro.firstName} ${pro.lastName}`;
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
              <Alert type="warning" showIcon title={`Refused before: ${pro.refusalReason ?? ""}`} />
            ) : null}
            <Credentials pro={pro} />
            <Space>
              <Button
                type="primary"
                aria-label={`Approve ${name}`}
                loading={approve.isPending && approve.variables === pro.userId}
                onClick={() => approve.mutate(pro.userId)}
              >
                Approve
              </Button>
              <Button
                danger
                aria-label={`Refuse ${name}`}
                onClick={() => {
                  setReason("");
                  refuse.reset();
                  setRefusing(pro);
                }}
              >
                Refuse
              </Button>
            </Space>
          </Card>
        );
      })}
      <Modal
        open={refusing !== null}
        title="Refuse these credentials"
        okText="Refuse and tell them"
        okButtonProps={{ danger: true, loading: refuse.isPending }}
        onCancel={() => setRefusing(null)}
        onOk={() => {
          if (!refusing) return;
          refuse.mutate({ userId: refusing.userId, reason }, { onSuccess: () => setRefusing(null) });
        }}
      >
        <Typography.Paragraph>
          The professional receives the reason by e-mail and in the app.
        </Typography.Paragraph>
        <label htmlFor="refusal-reason">Reason</label>
        <Input.TextArea
          id="refusal-reason"
          rows={4}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {refuse.error ? <Alert type="error" showIcon role="alert" title={problemText(refuse.error)} /> : null}
      </Modal>
    </Flex>
  );
}
