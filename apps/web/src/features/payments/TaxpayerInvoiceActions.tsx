import type { Invoice, PayPart } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Space } from "antd";
import { problemText } from "../../lib/problem-text";
import { usePayInvoice } from "./api";
import { centsText } from "./money";

/** The deposit's unpaid part, while some of it is. */
const depositLeftOf = (invoice: Invoice) => Math.max(0, (invoice.depositCents ?? 0) - invoice.paidCents);

/**
 * Paying an invoice from the Billing tab: the deposit or everything due, through the provider's
 * checkout page. Said in words when the professional cannot take payments online yet.
 */
export function TaxpayerInvoiceActions({
  invoice,
  payOnline,
  professionalName,
}: {
  invoice: Invoice;
  payOnline: boolean;
  professionalName: string;
}) {
  const pay = usePayInvoice(invoice.quoteId);
  if (invoice.status !== "sent" && invoice.status !== "partly-paid") return null;
  if (invoice.dueCents <= 0) return null;
  if (!payOnline) {
    return <Alert type="info" showIcon title={t("jobPaymentPages.notOnline", { name: professionalName })} />;
  }
  const depositLeft = depositLeftOf(invoice);
  const start = (part: PayPart) =>
    pay.mutate({ invoiceId: invoice.id, part }, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <div className="tl-billing__actions">
      <Space wrap>
        {depositLeft > 0 && depositLeft < invoice.dueCents && (
          <Button type="primary" loading={pay.isPending} onClick={() => start("deposit")}>
            {t("jobPaymentPages.payDeposit", { amount: centsText(depositLeft) })}
          </Button>
        )}
        <Button
          type={depositLeft > 0 && depositLeft < invoice.dueCents ? "default" : "primary"}
          loading={pay.isPending}
          onClick={() => start("balance")}
        >
          {t(
            depositLeft > 0 && depositLeft < invoice.dueCents
              ? "jobPaymentPages.payAll"
              : "jobPaymentPages.payBalance",
            {
              amount: centsText(invoice.dueCents),
            },
          )}
        </Button>
      </Space>
      {pay.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t("jobPaymentPages.payProblem")}
          description={problemText(pay.error)}
        />
      )}
    </div>
  );
}
