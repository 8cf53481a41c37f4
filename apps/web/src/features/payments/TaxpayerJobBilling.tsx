import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert } from "antd";
import { personName } from "../../lib/format";
import { InvoiceList } from "./InvoiceList";
import { InvoicePayments } from "./InvoicePayments";
import { JobBillingLoader } from "./JobBillingLoader";
import { PaymentReturnAlert } from "./PaymentReturnAlert";
import { PendingChangeAlert } from "./PendingChangeAlert";
import { PriceChangeList } from "./PriceChangeList";
import { PriceSummaryCard } from "./PriceSummaryCard";
import { confirmingInterval, usePaymentReturn } from "./payment-return";
import { TaxpayerInvoiceActions } from "./TaxpayerInvoiceActions";

/**
 * A job's Billing tab for its taxpayer: back from a checkout, whether the payment went through; a
 * price change waiting for their answer; then the price, the invoices sent to them with what was
 * paid and what is left to pay, and every price change asked.
 */
export function TaxpayerJobBilling({ job }: { job: TaxPreparationDetail }) {
  const professionalName = personName(job.accountant.firstName, job.accountant.lastName);
  const { paymentId, waitedLong } = usePaymentReturn();
  // A cancelled job bills and takes nothing more: its invoices and payments stay to read.
  const cancelled = job.cancelledAt != null;
  return (
    <JobBillingLoader
      quoteId={job.quoteId}
      refetchInterval={(billing) =>
        paymentId === null
          ? false
          : confirmingInterval(
              billing?.payments.some((payment) => payment.id === paymentId) ?? false,
              waitedLong,
            )
      }
    >
      {(billing) => (
        <>
          {paymentId !== null && (
            <PaymentReturnAlert
              billing={billing}
              paymentId={paymentId}
              waitedLong={waitedLong}
              professionalName={professionalName}
            />
          )}
          {cancelled && <Alert type="info" showIcon title={t("jobCancellationPages.billingClosed")} />}
          {billing.priceChanges
            .filter((change) => !cancelled && change.status === "pending")
            .map((change) => (
              <PendingChangeAlert
                key={change.id}
                change={change}
                agreedCents={billing.price.agreedCents}
                professionalName={professionalName}
              />
            ))}
          <PriceSummaryCard billing={billing} />
          <InvoiceList
            invoices={billing.invoices}
            emptyText={t("jobBillingPages.invoicesEmptyTaxpayer")}
            actionsOf={(invoice) => (
              <>
                <InvoicePayments
                  payments={billing.payments.filter((payment) => payment.invoiceId === invoice.id)}
                />
                {!cancelled && (
                  <TaxpayerInvoiceActions
                    invoice={invoice}
                    payOnline={billing.payOnline}
                    professionalName={professionalName}
                  />
                )}
              </>
            )}
          />
          <PriceChangeList changes={billing.priceChanges} side="taxpayer" />
        </>
      )}
    </JobBillingLoader>
  );
}
