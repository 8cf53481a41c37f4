import type { PaymentTotals } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Typography } from "antd";
import { useId } from "react";
import { CardFields } from "../../../components/CardFields";
import { centsText } from "../money";

/** What is due, paid, refunded and taken in fees, and the net, for the year chosen. */
export function PaymentTotalsCard({ totals }: { totals: PaymentTotals }) {
  const headingId = useId();
  const fields = [
    { key: "due", title: t("paymentPages.totalDue"), value: centsText(totals.dueCents) },
    { key: "paid", title: t("paymentPages.totalPaid"), value: centsText(totals.paidCents) },
    { key: "refunded", title: t("paymentPages.totalRefunded"), value: centsText(totals.refundedCents) },
    { key: "fees", title: t("paymentPages.totalFees"), value: centsText(totals.feeCents) },
    { key: "net", title: t("paymentPages.totalNet"), value: <strong>{centsText(totals.netCents)}</strong> },
  ];
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-ledger__title">
          {t("paymentPages.totalsTitle")}
        </Typography.Title>
        <CardFields fields={fields} className="tl-ledger__totals" />
        <Typography.Paragraph type="secondary" className="tl-ledger__note">
          {t("paymentPages.totalsHint")}
        </Typography.Paragraph>
      </section>
    </Card>
  );
}
