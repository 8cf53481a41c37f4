import type { InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Empty, Typography } from "antd";
import { useId, useState } from "react";
import { centsText } from "../money";
import { type PaymentField, PaymentList } from "../records/PaymentList";
import { paymentCardTitle, paymentFields } from "../records/payment-fields";
import { RefundDialog } from "./RefundDialog";
import { isRefundable } from "./refund-form";

/** The professional's payments, newest first, each paid one with its receipt and a way to refund it. */
export function ProfessionalPaymentsCard({
  payments,
  year,
}: {
  payments: readonly InvoicePayment[];
  /** The year the list is of; null for every year. */
  year: number | null;
}) {
  const headingId = useId();
  // The payment stays while its dialog closes, so the dialog can close as it opened.
  const [refunding, setRefunding] = useState<InvoicePayment | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const actions: PaymentField = {
    key: "actions",
    title: t("paymentPages.columnActions"),
    render: (payment) =>
      isRefundable(payment) ? (
        <Button
          size="small"
          aria-label={t("paymentPages.refundLabel", {
            client: payment.taxpayerName,
            amount: centsText(payment.amountCents),
          })}
          onClick={() => {
            setRefunding(payment);
            setDialogOpen(true);
          }}
        >
          {t("paymentPages.refund")}
        </Button>
      ) : null,
  };
  const f = paymentFields;
  const fields = [
    f.date,
    f.client,
    f.invoice,
    f.receipt,
    f.method,
    f.amount,
    f.fee,
    f.refunded,
    f.status,
    actions,
  ];
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-ledger__title">
          {t("paymentPages.paymentsTitle")}
        </Typography.Title>
        {payments.length === 0 ? (
          <Empty
            description={
              year === null ? (
                <>
                  <Typography.Text strong>{t("paymentPages.paymentsEmptyTitle")}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t("paymentPages.paymentsEmptyText")}</Typography.Text>
                </>
              ) : (
                t("paymentPages.paymentsEmptyYear", { year: String(year) })
              )
            }
          />
        ) : (
          <PaymentList
            payments={payments}
            fields={fields}
            label={t("paymentPages.paymentsTitle")}
            cardTitle={paymentCardTitle}
          />
        )}
      </section>
      {refunding !== null && (
        <RefundDialog
          key={refunding.id}
          payment={refunding}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </Card>
  );
}
