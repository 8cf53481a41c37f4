import type { Invoice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Tag } from "antd";
import { type ReactNode, useId, useState } from "react";
import { type CardField, CardFields } from "../../components/CardFields";
import { dayText, invoiceDates, invoiceStatusTag, invoiceTitle } from "./billing-words";
import { centsText } from "./money";

function invoiceFields(invoice: Invoice): CardField[] {
  const fields: CardField[] = [
    { key: "total", title: t("jobBillingPages.total"), value: centsText(invoice.totalCents) },
  ];
  if (invoice.depositCents !== null) {
    fields.push({
      key: "deposit",
      title: t("jobBillingPages.depositNow"),
      value: centsText(invoice.depositCents),
    });
  }
  fields.push({ key: "due", title: t("jobBillingPages.dueDate"), value: dayText(invoice.dueDate) });
  if (invoice.paidCents > 0) {
    fields.push({ key: "paid", title: t("jobBillingPages.paidSoFar"), value: centsText(invoice.paidCents) });
  }
  if (invoice.refundedCents > 0) {
    fields.push({
      key: "refunded",
      title: t("jobBillingPages.refunded"),
      value: centsText(invoice.refundedCents),
    });
  }
  if (invoice.status === "sent" || invoice.status === "partly-paid") {
    fields.push({ key: "left", title: t("jobBillingPages.stillToPay"), value: centsText(invoice.dueCents) });
  }
  return fields;
}

/** An invoice's lines, behind a button that says how many there are. */
function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="tl-billing__lines">
      <Button
        type="link"
        className="tl-billing__lines-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {t("jobBillingPages.linesToggle", { count: invoice.lines.length })}
      </Button>
      <ul id={listId} hidden={!open} className="tl-billing__line-list">
        {invoice.lines.map((line, index) => (
          // Lines have no ids of their own; their order on the invoice is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="tl-billing__line">
            <span className="tl-billing__line-what">{line.description}</span>
            <span className="tl-muted">
              {t("jobBillingPages.lineText", { quantity: line.quantity, unit: centsText(line.unitCents) })}
            </span>
            <span className="tl-billing__line-amount">{centsText(line.amountCents)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One invoice on a job: its number, where it stands, its amounts and lines, and what can be done. */
export function InvoiceItem({ invoice, actions }: { invoice: Invoice; actions?: ReactNode }) {
  const titleId = useId();
  const tag = invoiceStatusTag[invoice.status];
  return (
    <li className="tl-billing__item" aria-labelledby={titleId}>
      <div className="tl-billing__head">
        <h3 id={titleId} className="tl-billing__title">
          {invoiceTitle(invoice)}
        </h3>
        <Tag color={tag.color}>{tag.text}</Tag>
      </div>
      <div className="tl-muted">{invoiceDates(invoice)}</div>
      <CardFields fields={invoiceFields(invoice)} className="tl-billing__fields" />
      <InvoiceLines invoice={invoice} />
      {invoice.notes !== null && invoice.notes !== "" && (
        <div className="tl-billing__notes">
          <span className="tl-billing__notes-title">{t("jobBillingPages.notes")}</span>
          <p>{invoice.notes}</p>
        </div>
      )}
      {actions}
    </li>
  );
}
