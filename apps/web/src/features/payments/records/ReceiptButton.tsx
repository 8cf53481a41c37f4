import type { InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { DownloadLinkButton } from "../../../components/DownloadFileButton";
import { fetchReceipt } from "./api";

/** A paid payment's receipt number, downloading its PDF; "None" for a payment without a receipt. */
export function ReceiptButton({ payment }: { payment: Pick<InvoicePayment, "id" | "receiptNumber"> }) {
  const number = payment.receiptNumber;
  if (number === null) return <span className="tl-muted">{t("paymentPages.none")}</span>;
  const label = t("paymentPages.downloadReceipt", { number });
  return (
    <DownloadLinkButton
      fetchFile={() => fetchReceipt(payment.id)}
      fileName={`receipt-${number}.pdf`}
      label={number}
      title={label}
      ariaLabel={label}
    />
  );
}
