import type { InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { PaymentFigures } from "./payment-figures";
import { paymentStatusText } from "./payment-status-text";

/** One payment as the export writes it: its view and the money it brought. */
export interface CsvPayment {
  payment: InvoicePayment;
  figures: PaymentFigures;
}

/** "1234.56": cents as a spreadsheet reads an amount, exactly (integer arithmetic, no float). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * A cell of text a person typed (a name, a card's label). A spreadsheet runs a cell that starts with
 * = + - @ (or a tab or carriage return before one) as a formula, so such a cell gets a leading quote
 * and shows as the text it is. Cells with a comma, quote or line break are quoted, quotes doubled.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
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
  const lines = [header(), ...payments.map(line)];
  return `\uFEFF${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}
