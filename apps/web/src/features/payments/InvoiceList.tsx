import type { Invoice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card } from "antd";
import { type ReactNode, useId } from "react";
import { InvoiceItem } from "./InvoiceItem";

/** The job's invoices, newest first, or in words that there are none yet. */
export function InvoiceList({
  invoices,
  emptyText,
  action,
  actionsOf,
}: {
  invoices: readonly Invoice[];
  emptyText: string;
  /** The button that starts a new invoice (the professional's). */
  action?: ReactNode;
  /** What can be done with each invoice (the professional's). */
  actionsOf?: (invoice: Invoice) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="tl-billing">
      <section aria-labelledby={headingId}>
        <div className="tl-bar">
          <h2 id={headingId} className="tl-job__section-title">
            {t("jobBillingPages.invoicesTitle")}
          </h2>
          {action}
        </div>
        {invoices.length === 0 ? (
          <p className="tl-muted">{emptyText}</p>
        ) : (
          <ul className="tl-billing__list">
            {invoices.map((invoice) => (
              <InvoiceItem key={invoice.id} invoice={invoice} actions={actionsOf?.(invoice)} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
