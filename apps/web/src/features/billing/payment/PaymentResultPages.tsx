import { CheckCircleFilled, CloseCircleFilled } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { billingTexts, declineReasonText, type MySubscription } from "@taxlane/contract";
import { Card, Typography } from "antd";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { currentUserKey } from "../../../entities/account";
import { formatUsd } from "../../../entities/plan";
import { dateText } from "../../../lib/format";
import { usePageTitle } from "../../../lib/use-page-title";
import { mySubscriptionQuery } from "../api";
import { chargeText, intervalName, per } from "../billing-format";
import "./payment.css";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { layout } from "@taxlane/contract/i18n/local/layout";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

/** The provider's events reach us through a job: ask again every second for a while. */
const confirmWaitMs = 30_000;

/** A plan this checkout started (an ended one from before does not count). */
const started = (
  subscription: MySubscription["subscription"] | undefined,
): subscription is NonNullable<MySubscription["subscription"]> =>
  subscription !== null && subscription !== undefined && subscription.status !== "canceled";

/** /payment-success: where the person stands (the trial and the first charge) and what to do next. */
export function PaymentSuccessPage() {
  usePageTitle(billing.trialStarted);
  const [opened] = useState(() => Date.now());
  const mine = useQuery({
    ...mySubscriptionQuery(),
    refetchInterval: (query) =>
      started(query.state.data?.subscription) || Date.now() - opened > confirmWaitMs ? false : 1000,
  });
  const subscription = mine.data?.subscription;
  const waiting = !started(subscription);
  const queryClient = useQueryClient();
  useEffect(() => {
    // GetUser's hasSubscription changed with the trial.
    if (!waiting) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [waiting, queryClient]);

  return (
    <div className="tl-payment">
      <Card>
        <div role="status">
          {waiting ? (
            <>
              <Typography.Title level={1} className="tl-payment__title">
                {billing.confirmingCard}
              </Typography.Title>
              <Typography.Paragraph className="tl-payment__lead">
                {billing.cardAcceptedWaiting}
              </Typography.Paragraph>
            </>
          ) : (
            <>
              <CheckCircleFilled className="tl-payment__icon" aria-hidden="true" />
              <Typography.Title level={1} className="tl-payment__title">
                {billing.trialStarted}
              </Typography.Title>
              <dl className="tl-payment__summary">
                <div>
                  <dt>{billing.planLabel}</dt>
                  <dd>
                    {subscription.planName}, {intervalName(subscription.interval)}
                  </dd>
                </div>
                {subscription.trialEndsAt && (
                  <div>
                    <dt>{billing.trialEndsLabel}</dt>
                    <dd>{dateText(subscription.trialEndsAt)}</dd>
                  </div>
                )}
                {subscription.nextCharge && (
                  <div>
                    <dt>{billing.firstChargeLabel}</dt>
                    <dd>
                      {chargeText(subscription.nextCharge.amount, subscription.nextCharge.at)}
                      {subscription.card
                        ? formatPlain(billing.cardEnding, {
                            brand: subscription.card.brand,
                            last4: subscription.card.last4,
                          })
                        : ""}
                    </dd>
                  </div>
                )}
              </dl>
              <Typography.Paragraph>
                {formatPlain(billing.trialStartedText, {
                  charge: subscription.nextCharge
                    ? formatPlain(billing.chargePer, {
                        amount: formatUsd(subscription.nextCharge.amount),
                        per: per(subscription.nextCharge.interval),
                      })
                    : billing.nothing,
                  date: dateText(subscription.currentPeriodEnd),
                })}
              </Typography.Paragraph>
            </>
          )}
        </div>
        <div className="tl-payment__actions">
          <ButtonLink to="/expert/requests" size="lg">
            {billing.goToRequests}
          </ButtonLink>
          <ButtonLink to="/expert/profile#plan" variant="secondary" size="lg">
            {billing.seePlan}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

/** /payment-faile (spelled as the existing client spells it): that the payment failed, why, and what next. */
export function PaymentFailedPage() {
  usePageTitle(billing.paymentFailedTitle);
  const [params] = useSearchParams();
  const reason = declineReasonText(params.get("reason"));
  return (
    <div className="tl-payment">
      <Card>
        <CloseCircleFilled className="tl-payment__icon tl-payment__icon--failed" aria-hidden="true" />
        <Typography.Title level={1} className="tl-payment__title">
          {billing.paymentFailedTitle}
        </Typography.Title>
        <div role="alert">
          <Typography.Paragraph strong>{reason}</Typography.Paragraph>
        </div>
        <Typography.Paragraph>{billing.paymentFailedText}</Typography.Paragraph>
        <Typography.Paragraph className="tl-payment__note">{billingTexts.without}</Typography.Paragraph>
        <div className="tl-payment__actions">
          <ButtonLink to="/payment" size="lg">
            {billing.tryAnotherCard}
          </ButtonLink>
          <ButtonLink to="/contact-us" variant="secondary" size="lg">
            {layout.contactUs}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
