import { useQuery } from "@tanstack/react-query";
import type { PaymentTotals } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Card, Space, Statistic, Typography } from "antd";
import type { ReactNode } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { centsText } from "../../lib/format";
import { adminPaymentsQuery } from "./api";
import { OperatorPaymentsTable } from "./OperatorPaymentsTable";
import { PaymentFeeCard } from "./PaymentFeeCard";

const totalLines: readonly [keyof PaymentTotals, string][] = [
  ["dueCents", t("operatorPayments.totalDue")],
  ["paidCents", t("operatorPayments.totalPaid")],
  ["refundedCents", t("operatorPayments.totalRefunded")],
  ["feeCents", t("operatorPayments.totalFees")],
  ["netCents", t("operatorPayments.totalNet")],
];

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {heading}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

/**
 * Every payment as the operator follows it: open disputes first (when there are any), Taxlane's fee,
 * the totals and the latest payments.
 */
export function PaymentsPanel() {
  const payments = useQuery(adminPaymentsQuery());
  if (payments.isPending) return <LoadingCard label={t("operatorPayments.loading")} />;
  if (payments.isError) {
    return (
      <LoadError
        title={t("operatorPayments.loadError")}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  }
  const { feeBasisPoints, totals, disputed, payments: latest } = payments.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: "100%" }}>
      {disputed.length > 0 ? (
        <Section heading={t("operatorPayments.disputesHeading")}>
          <Alert
            type="warning"
            showIcon
            title={t("operatorPayments.disputesWarning", { count: disputed.length })}
            style={{ marginBottom: 16 }}
          />
          <OperatorPaymentsTable
            rows={disputed}
            kind="disputes"
            label={t("operatorPayments.disputesHeading")}
          />
        </Section>
      ) : null}
      <PaymentFeeCard feeBasisPoints={feeBasisPoints} />
      <Section heading={t("operatorPayments.totalsHeading")}>
        <Space wrap size={32}>
          {totalLines.map(([key, label]) => (
            <Statistic key={key} title={label} value={centsText(totals[key])} />
          ))}
        </Space>
      </Section>
      <Section heading={t("operatorPayments.paymentsHeading")}>
        <Typography.Paragraph type="secondary">{t("operatorPayments.paymentsNote")}</Typography.Paragraph>
        <OperatorPaymentsTable rows={latest} kind="payments" label={t("operatorPayments.paymentsHeading")} />
      </Section>
    </Space>
  );
}
