import type { JobBilling } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card } from "antd";
import { useId } from "react";
import { type CardField, CardFields } from "../../components/CardFields";
import { agreedPriceSentence } from "./billing-words";
import { centsText, signedCentsText } from "./money";

/** The job's price: quoted, changed by accepted changes, agreed, and how much is invoiced and paid. */
export function PriceSummaryCard({ billing }: { billing: JobBilling }) {
  const headingId = useId();
  const { price } = billing;
  const accepted = billing.priceChanges.filter((change) => change.status === "accepted").length;
  const fields: CardField[] = [
    { key: "quoted", title: t("jobBillingPages.quoted"), value: centsText(price.quotedCents) },
    ...(price.acceptedChangesCents === 0
      ? []
      : [
          {
            key: "changes",
            title: t("jobBillingPages.acceptedChanges"),
            value: signedCentsText(price.acceptedChangesCents),
          },
        ]),
    {
      key: "agreed",
      title: t("jobBillingPages.agreed"),
      value: <strong>{centsText(price.agreedCents)}</strong>,
    },
    { key: "invoiced", title: t("jobBillingPages.invoiced"), value: centsText(price.invoicedCents) },
    {
      key: "left",
      title: t("jobBillingPages.leftToInvoice"),
      value: centsText(Math.max(price.agreedCents - price.invoicedCents, 0)),
    },
    { key: "paid", title: t("jobBillingPages.paid"), value: centsText(price.paidCents) },
    ...(price.refundedCents === 0
      ? []
      : [{ key: "refunded", title: t("jobBillingPages.refunded"), value: centsText(price.refundedCents) }]),
  ];
  return (
    <Card className="tl-billing">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="tl-job__section-title">
          {t("jobBillingPages.priceTitle")}
        </h2>
        <p className="tl-billing__agreed">{agreedPriceSentence(price, accepted)}</p>
        <CardFields fields={fields} className="tl-billing__price" />
      </section>
    </Card>
  );
}
