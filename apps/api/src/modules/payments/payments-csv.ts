import type { InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { csvAmount, csvFile, csvText } from "../../lib/csv";
import type { PaymentFigures } from "./payment-figures";
import { paymentStatusText } from "./payment-status-text";

/** One payment as the export writes it: its view and the money it brought. */
export interface CsvPayment {
  payment: InvoicePayment;
  figures: PaymentFigures;
}

const header = () =>
  [
    t("paymentLedger.csvDatePaid"),
    t("paymentLedger.csvReceipt"),
    t("paymentLedger.csvInvoice"),
    t("paymentLedger.csvClient"),
    t("paymentLedger.csvMethod"),
    t("paymentLedger.csvAmount"),
    t("paymentLedger.csvFee"),
    t("paymentLedger.csvRefunded"),
    t("paymentLedger.csvNet"),
    t("paymentLedger.csvStatus"),
  ].map(csvText);

/** One line: the day paid (UTC, empty when not paid), the texts guarded, the amounts as numbers. */
function line({ payment, figures }: CsvPayment): string[] {
  return [
    payment.paidAt?.slice(0, 10) ?? "",
    csvText(payment.receiptNumber ?? ""),
    csvText(payment.invoiceNumber),
    csvText(payment.taxpayerName),
    csvText(payment.methodLabel ?? ""),
    csvAmount(payment.amountCents),
    csvAmount(figures.feeCents),
    csvAmount(figures.refundedCents),
    csvAmount(figures.netCents),
    csvText(paymentStatusText(payment.status)),
  ];
}

/**
 * The payments page as a CSV file (RFC 4180: comma separated, CRLF line ends), a header line then
 * one line per payment. It starts with a byte order mark so that a spreadsheet reads names in UTF-8.
 */
export function paymentsCsv(payments: readonly CsvPayment[]): string {
  return csvFile([header(), ...payments.map(line)]);
}
