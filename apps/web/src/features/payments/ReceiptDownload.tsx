import { endpoints, type InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { DownloadBlock } from "../../components/DownloadBlock";
import { callBlob } from "../../lib/api-call";

/** Downloads a paid payment's receipt (PDF), for either side. */
export function ReceiptDownload({ payment }: { payment: Pick<InvoicePayment, "id" | "receiptNumber"> }) {
  const number = payment.receiptNumber ?? "";
  return (
    <DownloadBlock
      fetchFile={() => callBlob(endpoints.payments.getReceipt, { query: { paymentId: payment.id } })}
      fileName={`receipt-${number}.pdf`}
    >
      {t("jobPaymentPages.downloadReceipt", { number })}
    </DownloadBlock>
  );
}
