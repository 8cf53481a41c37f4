import { useMutation, useQuery } from "@tanstack/react-query";
import { type BillingInterval, billingTexts, endpointRoutes, FREE_TRIAL_DAYS } from "@taxlane/contract";
import { Button, Card, Radio, Skeleton, Typography } from "antd";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/FormAlert";
import { LoadError } from "../../../components/QueryStates";
import { chosenPlan, formatUsd } from "../../../entities/plan";
import { call } from "../../../lib/api-call";
import { errorDisplay } from "../../../lib/form-rules";
import { dateText } from "../../../lib/format";
import { bold, richText } from "../../../lib/rich-text";
import { usePageTitle } from "../../../lib/use-page-title";
import { mySubscriptionQuery, usePlans } from "../api";
import { per } from "../billing-format";
import { TestCheckout } from "./TestCheckout";
import "./payment.css";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/** Plan and interval, then on to the card (Stripe's Checkout, or the local test checkout). */
function ChoosePlan() {
  const [params] = useSearchParams();
  const plans = usePlans();
  const mine = useQuery(mySubscriptionQuery());
  const [remembered] = useState(chosenPlan);
  const [planId, setPlanId] = useState<number | null>(Number(params.get("plan")) || remembered?.plan || null);
  const [interval, setBillingInterval] = useState<BillingInterval>(
    (params.get("interval") ?? remembered?.interval) === "year" ? "year" : "month",
  );
  const [message, setMessage] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: (input: { planId: number; interval: BillingInterval }) =>
      call(endpointRoutes.subscription.createCheckoutSession, { body: input }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setMessage(errorDisplay(error, []).message),
  });

  if (plans.isPending || mine.isPending) {
    return (
      <Card>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (plans.isError || mine.isError) {
    return (
      <LoadError
        title={billing.plansLoadError}
        error={plans.error ?? mine.error}
        onRetry={() => void Promise.all([plans.refetch(), mine.refetch()])}
        retrying={plans.isRefetching || mine.isRefetching}
      />
    );
  }
  const live = mine.data.subscription && mine.data.subscription.status !== "canceled";
  if (live) {
    return (
      <Card>
        <Typography.Paragraph>
          {formatPlain(billing.alreadyHavePlan, { plan: mine.data.subscription?.planName ?? "" })}
        </Typography.Paragraph>
        <Link to="/expert/profile#plan">{billing.seePlan}</Link>
      </Card>
    );
  }
  const offered = plans.data.filter((plan) => plan.roleId === 2);
  const chosen = offered.find((plan) => plan.id === planId) ?? offered[0];
  const price = chosen ? (interval === "year" ? chosen.yearlyPrice : chosen.monthlyPrice) : 0;

  return (
    <Card>
      <FormAlert message={message} />
      <fieldset className="tl-payment__fieldset">
        <legend className="tl-payment__legend">{billing.yourPlan}</legend>
        <Radio.Group
          className="tl-payment__plans"
          value={chosen?.id}
          onChange={(event) => setPlanId(Number(event.target.value))}
        >
          {offered.map((plan) => (
            <Radio key={plan.id} value={plan.id} className="tl-payment__plan">
              {richText(
                formatPlain(billing.planPrices, {
                  plan: plan.name,
                  monthly: formatUsd(plan.monthlyPrice),
                  yearly: formatUsd(plan.yearlyPrice),
                }),
                bold,
              )}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <fieldset className="tl-payment__fieldset">
        <legend className="tl-payment__legend">{billing.billedLegend}</legend>
        <Radio.Group
          value={interval}
          onChange={(event) => setBillingInterval(event.target.value as BillingInterval)}
        >
          <Radio value="month">{billing.intervalMonthly}</Radio>
          <Radio value="year">{billing.intervalYearly}</Radio>
        </Radio.Group>
      </fieldset>
      {chosen && (
        <dl className="tl-payment__summary">
          <div>
            <dt>{billing.dueToday}</dt>
            <dd>{formatUsd(0)}</dd>
          </div>
          <div>
            <dt>
              {formatPlain(billing.whenTrialEnds, {
                days: FREE_TRIAL_DAYS,
                date: dateText(inDays(chosen.trialDays)),
              })}
            </dt>
            <dd>
              {formatUsd(price)} {per(interval)}
            </dd>
          </div>
        </dl>
      )}
      <Typography.Paragraph className="tl-payment__note">
        {billingTexts.unlocks} {billingTexts.cancel}
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        block
        loading={checkout.isPending}
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          setMessage(null);
          checkout.mutate({ planId: chosen.id, interval });
        }}
      >
        {billing.continueToCard}
      </Button>
    </Card>
  );
}

/**
 * /payment, the payment card screen: a professional chooses a plan and gives a card for its
 * 30-day free trial; with `?session=` (the local provider) the test checkout takes the card here.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const session = params.get("session");
  usePageTitle(session ? billing.testCheckoutPageTitle : billing.startTrial);
  return (
    <div className="tl-payment">
      <Typography.Title level={1} className="tl-payment__title">
        {session ? billing.addCard : billing.startTrial}
      </Typography.Title>
      <Typography.Paragraph className="tl-payment__lead">{billingTexts.trial}</Typography.Paragraph>
      {session ? <TestCheckout session={session} /> : <ChoosePlan />}
      <Typography.Paragraph className="tl-payment__note">{billingTexts.without}</Typography.Paragraph>
    </div>
  );
}
