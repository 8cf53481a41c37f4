import type { JobBilling, TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { personName } from "../../lib/format";
import { ExpertInvoiceActions } from "./ExpertInvoiceActions";
import { InvoiceFormDialog } from "./InvoiceFormDialog";
import { InvoiceList } from "./InvoiceList";
import { InvoicePayments } from "./InvoicePayments";
import { JobBillingLoader } from "./JobBillingLoader";
import { PriceChangeDialog } from "./PriceChangeDialog";
import { PriceChangeList } from "./PriceChangeList";
import { PriceSummaryCard } from "./PriceSummaryCard";

function ExpertBilling({ job, billing }: { job: TaxPreparationDetail; billing: JobBilling }) {
  const [creating, setCreating] = useState(false);
  const [askingChange, setAskingChange] = useState(false);
  const taxpayerName = personName(job.taxpayer.firstName, job.taxpayer.lastName);
  // A cancelled job bills nothing more: drafts may still be deleted, the rest stays to read.
  const cancelled = job.cancelledAt != null;
  return (
    <>
      {cancelled && <Alert type="info" showIcon title={t("jobCancellationPages.billingClosed")} />}
      {!billing.payOnline && !cancelled && (
        <Alert
          type="info"
          showIcon
          title={t("jobPaymentPages.payoutsMissingTitle")}
          description={t("jobPaymentPages.payoutsMissingText")}
          action={<Link to="/expert/payments">{t("jobPaymentPages.payoutsMissingLink")}</Link>}
        />
      )}
      <PriceSummaryCard billing={billing} />
      <InvoiceList
        invoices={billing.invoices}
        emptyText={t("jobBillingPages.invoicesEmptyExpert")}
        action={
          cancelled ? undefined : (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t("jobBillingPages.newInvoice")}
            </Button>
          )
        }
        actionsOf={(invoice) => (
          <>
            <InvoicePayments
              payments={billing.payments.filter((payment) => payment.invoiceId === invoice.id)}
            />
            <ExpertInvoiceActions invoice={invoice} billable={!cancelled} />
          </>
        )}
      />
      <PriceChangeList
        changes={billing.priceChanges}
        side="expert"
        action={
          cancelled ? undefined : (
            <Button onClick={() => setAskingChange(true)}>{t("jobBillingPages.askChange")}</Button>
          )
        }
      />
      <InvoiceFormDialog quoteId={job.quoteId} open={creating} onClose={() => setCreating(false)} />
      <PriceChangeDialog
        quoteId={job.quoteId}
        price={billing.price}
        taxpayerName={taxpayerName}
        open={askingChange}
        onClose={() => setAskingChange(false)}
      />
    </>
  );
}

/**
 * A job's Billing tab for its professional: the price, the invoices (drafts to edit, send or delete;
 * sent ones to void) and the price changes asked of the taxpayer.
 */
export function ExpertJobBilling({ job }: { job: TaxPreparationDetail }) {
  return (
    <JobBillingLoader quoteId={job.quoteId}>
      {(billing) => <ExpertBilling job={job} billing={billing} />}
    </JobBillingLoader>
  );
}
