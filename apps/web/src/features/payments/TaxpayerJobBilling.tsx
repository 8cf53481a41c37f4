import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { personName } from "../../lib/format";
import { InvoiceList } from "./InvoiceList";
import { JobBillingLoader } from "./JobBillingLoader";
import { PendingChangeAlert } from "./PendingChangeAlert";
import { PriceChangeList } from "./PriceChangeList";
import { PriceSummaryCard } from "./PriceSummaryCard";

/**
 * A job's Billing tab for its taxpayer: a price change waiting for their answer first, then the
 * price, the invoices sent to them and every price change asked.
 */
export function TaxpayerJobBilling({ job }: { job: TaxPreparationDetail }) {
  const professionalName = personName(job.accountant.firstName, job.accountant.lastName);
  return (
    <JobBillingLoader quoteId={job.quoteId}>
      {(billing) => (
        <>
          {billing.priceChanges
            .filter((change) => change.status === "pending")
            .map((change) => (
              <PendingChangeAlert
                key={change.id}
                change={change}
                agreedCents={billing.price.agreedCents}
                professionalName={professionalName}
              />
            ))}
          <PriceSummaryCard billing={billing} />
          <InvoiceList invoices={billing.invoices} emptyText={t("jobBillingPages.invoicesEmptyTaxpayer")} />
          <PriceChangeList changes={billing.priceChanges} side="taxpayer" />
        </>
      )}
    </JobBillingLoader>
  );
}
