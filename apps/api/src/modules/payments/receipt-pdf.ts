import { PDFDocument, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { embedTextFonts, letterPageSize, type TextFonts } from "../../lib/pdf/placed-text";
import { wrapText } from "../../lib/pdf/text";
import { formatCents } from "./invoice-math";
import { dayOf } from "./invoices.notices";

/** What a receipt says: one paid payment of an invoice, and what was refunded of it. */
export interface ReceiptFacts {
  /** "RCT-0003" */
  receiptNumber: string;
  paidAt: Date;
  professionalName: string;
  taxpayerName: string;
  /** "INV-0007" */
  invoiceNumber: string;
  lines: readonly { description: string; quantity: number; unitCents: number; amountCents: number }[];
  invoiceTotalCents: number;
  amountCents: number;
  /** "Visa •••• 4242"; null when the provider did not say. */
  methodLabel: string | null;
  /** The refunds that went through, oldest first. */
  refunds: readonly { at: Date; amountCents: number; reason: string }[];
}

const margin = 56;
const width = letterPageSize.width - 2 * margin;
/** Room kept on a line's right for its amount. */
const amountWidth = 150;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.35, 0.35, 0.4);
const rule = rgb(0.8, 0.8, 0.84);

/** The UTC day of an instant as receipts say it: "April 2, 2026". */
export const dayText = (at: Date) => dayOf(at.toISOString().slice(0, 10));

interface TextOptions {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** An amount drawn flush right on the text's first line. */
  amount?: string;
}

/** Lays the receipt out from the top of the page down; a long invoice goes on to another page. */
function receiptWriter(doc: PDFDocument, fonts: TextFonts) {
  let page: PDFPage = doc.addPage([letterPageSize.width, letterPageSize.height]);
  let y = letterPageSize.height - margin;
  const room = (height: number) => {
    if (y - height >= margin) return;
    page = doc.addPage([letterPageSize.width, letterPageSize.height]);
    y = letterPageSize.height - margin;
  };
  return {
    text(text: string, options: TextOptions = {}) {
      const size = options.size ?? 10.5;
      const bold = options.bold ?? false;
      const font = fonts.fontOf(bold);
      const color = options.muted ? muted : ink;
      const textWidth = options.amount === undefined ? width : width - amountWidth;
      const lines = wrapText(fonts.clean(text), textWidth, size, bold, fonts.measure);
      lines.forEach((line, index) => {
        room(size * 1.45);
        page.drawText(line, { x: margin, y: y - size, size, font, color });
        if (index === 0 && options.amount !== undefined) {
          const amountX = margin + width - fonts.measure(options.amount, size, bold);
          page.drawText(options.amount, { x: amountX, y: y - size, size, font, color });
        }
        y -= size * 1.45;
      });
    },
    rule() {
      room(14);
      y -= 6;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.75, color: rule });
      y -= 10;
    },
    gap(points: number) {
      y -= points;
    },
  };
}

/**
 * A payment's receipt, one Letter page (more only for an invoice with many long lines): its number
 * and day, the two people, the invoice's lines, what was paid and how, and the refunds made. Taxlane's
 * fee is the professional's cost, not the payer's, so no receipt shows it.
 */
export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = t("paymentLedger.receiptTitle", { number: facts.receiptNumber });
  doc.setTitle(title);
  const fonts = await embedTextFonts(doc);
  const write = receiptWriter(doc, fonts);
  write.text(title, { size: 20, bold: true });
  write.text(t("paymentLedger.receiptPaidOn", { date: dayText(facts.paidAt) }), { muted: true });
  write.gap(8);
  write.text(t("paymentLedger.receiptFrom", { name: facts.professionalName }));
  write.text(t("paymentLedger.receiptTo", { name: facts.taxpayerName }));
  write.rule();

  write.text(t("paymentLedger.receiptInvoice", { number: facts.invoiceNumber }), { size: 12, bold: true });
  write.gap(2);
  for (const line of facts.lines) {
    write.text(line.description, { amount: formatCents(line.amountCents) });
    if (line.quantity !== 1)
      write.text(
        t("paymentLedger.receiptLine", { quantity: line.quantity, unit: formatCents(line.unitCents) }),
        { size: 9, muted: true },
      );
  }
  write.gap(4);
  write.text(t("paymentLedger.receiptInvoiceTotal", { total: formatCents(facts.invoiceTotalCents) }), {
    muted: true,
  });
  write.rule();

  write.text(t("paymentLedger.receiptAmountPaid", { amount: formatCents(facts.amountCents) }), {
    size: 13,
    bold: true,
  });
  write.text(
    t("paymentLedger.receiptMethod", {
      method: facts.methodLabel ?? t("paymentLedger.receiptMethodUnknown"),
    }),
  );

  if (facts.refunds.length > 0) {
    write.rule();
    write.text(t("paymentLedger.receiptRefunds"), { size: 12, bold: true });
    write.gap(2);
    for (const refund of facts.refunds)
      write.text(
        t("paymentLedger.receiptRefund", {
          date: dayText(refund.at),
          amount: formatCents(refund.amountCents),
          reason: refund.reason,
        }),
      );
    const refunded = facts.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    write.text(
      t("paymentLedger.receiptRefundedTotal", {
        amount: formatCents(refunded),
        kept: formatCents(facts.amountCents - refunded),
      }),
      { bold: true },
    );
  }
  write.gap(18);
  write.text(t("paymentLedger.receiptNote"), { size: 9, muted: true });
  return doc.save();
}
