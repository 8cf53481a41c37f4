import type { Invoice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { useState } from "react";
import { ActionProblem } from "../../components/ActionProblem";
import { useConfirmedAction } from "../../lib/use-confirmed-action";
import { useDeleteInvoiceDraft, useSendInvoice } from "./api";
import { invoiceTitle } from "./billing-words";
import { InvoiceFormDialog } from "./InvoiceFormDialog";
import { VoidInvoiceDialog } from "./VoidInvoiceDialog";

/** Words only a screen reader hears, so that "Send" says which invoice. */
function OfInvoice({ invoice }: { invoice: Invoice }) {
  return (
    <span className="tl-visually-hidden">
      {" "}
      {t("jobBillingPages.ofInvoice", { invoice: invoiceTitle(invoice) })}
    </span>
  );
}

/**
 * What the professional can do with an invoice: edit, send or delete a draft; void a sent one. On a
 * job that bills nothing more (`billable` false: cancelled), a draft may only be deleted.
 */
export function ExpertInvoiceActions({ invoice, billable = true }: { invoice: Invoice; billable?: boolean }) {
  const send = useSendInvoice(invoice.quoteId);
  const remove = useDeleteInvoiceDraft(invoice.quoteId);
  const sending = useConfirmedAction((id: number) => send.mutateAsync(id));
  const deleting = useConfirmedAction((id: number) => remove.mutateAsync(id));
  const [editing, setEditing] = useState(false);
  const [voiding, setVoiding] = useState(false);
  if (invoice.status !== "draft" && invoice.status !== "sent") return null;
  return (
    <>
      <div className="tl-billing__toolbar">
        {invoice.status === "draft" ? (
          <>
            {billable && (
              <>
                <Button
                  type="primary"
                  onClick={() =>
                    sending.ask(invoice.id, {
                      title: t("jobBillingPages.sendQuestion", {
                        invoice: invoiceTitle(invoice),
                        name: invoice.taxpayerName,
                      }),
                      content: t("jobBillingPages.sendText"),
                      okText: t("jobBillingPages.send"),
                      doneText: t("jobBillingPages.sendDone"),
                    })
                  }
                >
                  {t("jobBillingPages.send")}
                  <OfInvoice invoice={invoice} />
                </Button>
                <Button onClick={() => setEditing(true)}>
                  {t("jobBillingPages.edit")}
                  <OfInvoice invoice={invoice} />
                </Button>
              </>
            )}
            <Button
              danger
              onClick={() =>
                deleting.ask(invoice.id, {
                  title: t("jobBillingPages.deleteQuestion"),
                  content: t("jobBillingPages.deleteText"),
                  okText: t("jobBillingPages.deleteDraft"),
                  doneText: t("jobBillingPages.deleteDone"),
                  danger: true,
                })
              }
            >
              {t("jobBillingPages.deleteDraft")}
              <OfInvoice invoice={invoice} />
            </Button>
          </>
        ) : (
          <Button danger onClick={() => setVoiding(true)}>
            {t("jobBillingPages.voidInvoice")}
            <OfInvoice invoice={invoice} />
          </Button>
        )}
      </div>
      <ActionProblem action={sending} />
      <ActionProblem action={deleting} />
      {invoice.status === "draft" && (
        <InvoiceFormDialog
          quoteId={invoice.quoteId}
          draft={invoice}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
      {invoice.status === "sent" && (
        <VoidInvoiceDialog invoice={invoice} open={voiding} onClose={() => setVoiding(false)} />
      )}
    </>
  );
}
