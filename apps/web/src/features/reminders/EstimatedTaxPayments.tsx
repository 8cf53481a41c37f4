import { t } from "@taxlane/contract/i18n";
import { Alert, Card, Checkbox, Skeleton, Typography } from "antd";
import { useId } from "react";
import { isApiError } from "../../lib/api-client";
import { intlLocale } from "../../lib/language";
import { useEstimatedTaxPayments, useSetEstimatedTaxPaid } from "./estimated-tax-api";

const dueText = (dueDay: string) =>
  new Date(`${dueDay}T12:00:00Z`).toLocaleDateString(intlLocale(), {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });

/**
 * The taxpayer's next estimated tax payments, each ticked once paid: a paid one is not reminded.
 * Shown only to a taxpayer whose organizer says they pay estimated tax (the list is empty otherwise).
 */
export function EstimatedTaxPayments() {
  const payments = useEstimatedTaxPayments();
  const setPaid = useSetEstimatedTaxPaid();
  const headingId = useId();
  if (payments.isSuccess && payments.data.length === 0) return null;
  return (
    <Card>
      <Typography.Title level={2} id={headingId} className="tl-notifications-page__heading">
        {t("reminders.estimatedTaxHeading")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("reminders.estimatedTaxHint")}</Typography.Paragraph>
      {payments.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : payments.isError ? (
        <Alert type="error" showIcon message={t("reminders.estimatedTaxLoadError")} />
      ) : (
        <ul className="tl-notifications-page__prefs" aria-labelledby={headingId}>
          {payments.data.map((payment) => (
            <li key={payment.dueDay} className="tl-notifications-page__pref">
              <Checkbox
                checked={payment.paid}
                disabled={setPaid.isPending}
                onChange={(event) => setPaid.mutate({ dueDay: payment.dueDay, paid: event.target.checked })}
              >
                {t("reminders.estimatedTaxPaid", { due: dueText(payment.dueDay) })}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      {setPaid.isError && (
        <Alert
          type="error"
          showIcon
          message={isApiError(setPaid.error) ? setPaid.error.message : t("reminders.savingFailed")}
        />
      )}
    </Card>
  );
}
