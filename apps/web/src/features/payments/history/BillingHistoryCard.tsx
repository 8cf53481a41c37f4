import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Card, Empty, Typography } from "antd";
import { useId } from "react";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { PaymentList } from "../records/PaymentList";
import { paymentCardTitle, paymentFields } from "../records/payment-fields";
import { taxpayerPaymentsQuery } from "./api";

const f = paymentFields;
const fields = [f.date, f.professional, f.invoice, f.amount, f.refunded, f.status, f.receipt];

/** On the taxpayer's profile: what they paid their professionals online, each with its receipt. */
export function BillingHistoryCard() {
  const history = useQuery(taxpayerPaymentsQuery());
  const headingId = useId();
  if (history.isPending) return <LoadingCard label={t("paymentPages.historyLoading")} rows={3} />;
  if (history.isError)
    return (
      <LoadError
        title={t("paymentPages.historyLoadError")}
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isRefetching}
      />
    );
  const { payments } = history.data;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-payment-list__heading">
          {t("paymentPages.historyTitle")}
        </Typography.Title>
        {payments.length === 0 ? (
          <Empty description={t("paymentPages.historyEmpty")} />
        ) : (
          <PaymentList
            payments={payments}
            fields={fields}
            label={t("paymentPages.historyTitle")}
            cardTitle={paymentCardTitle}
          />
        )}
      </section>
    </Card>
  );
}
