import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type BillingInterval, billingTexts, endpointRoutes, type MySubscription } from "@taxlane/contract";
import { Alert, Button, Card, Modal, Skeleton, Tag, Typography } from "antd";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { ButtonLink } from "../../components/ui/Button";
import { currentUserKey, useCurrentUser } from "../../entities/account";
import { formatUsd } from "../../entities/plan";
import { usePracticeSeat } from "../../entities/practice";
import { call } from "../../lib/api-call";
import { errorDisplay } from "../../lib/form-rules";
import { dateText } from "../../lib/format";
import { billingKeys, mySubscriptionQuery, usePlans } from "./api";
import { intervalName, per, statusLabels } from "./billing-format";
import "./plan-panel.css";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { bold, richText } from "../../lib/rich-text";

type Subscription = NonNullable<MySubscription["subscription"]>;

function Receipts({ receipts }: { receipts: MySubscription["receipts"] }) {
  if (receipts.length === 0) return <Typography.Paragraph>{billing.noPaymentsYet}</Typography.Paragraph>;
  return (
    <table className="tl-plan-panel__receipts">
      <caption className="tl-visually-hidden">{billing.yourPayments}</caption>
      <thead>
        <tr>
          <th scope="col">{billing.paid}</th>
          <th scope="col">{billing.paidFor}</th>
          <th scope="col">{billing.amount}</th>
        </tr>
      </thead>
      <tbody>
        {receipts.map((receipt) => (
          <tr key={receipt.id}>
            <td>{dateText(receipt.paidAt)}</td>
            <td>
              {receipt.description}
              <br />
              <span className="tl-plan-panel__muted">
                {formatPlain(billing.periodFromTo, {
                  start: dateText(receipt.periodStart),
                  end: dateText(receipt.periodEnd),
                })}
              </span>
            </td>
            <td>
              {formatUsd(receipt.amount)} {receipt.currency}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Standing({ subscription }: { subscription: Subscription }) {
  const card = subscription.card
    ? formatPlain(billing.toYourCard, { brand: subscription.card.brand, last4: subscription.card.last4 })
    : "";
  if (subscription.status === "canceled") {
    return (
      <Typography.Paragraph>
        {formatPlain(billing.planEndedOn, {
          plan: subscription.planName,
          date: dateText(subscription.endsAt ?? subscription.currentPeriodEnd),
        })}
      </Typography.Paragraph>
    );
  }
  if (subscription.cancelAtPeriodEnd) {
    return (
      <Typography.Paragraph>
        {formatPlain(billing.cancelledKeepsWorking, { date: dateText(subscription.currentPeriodEnd) })}
      </Typography.Paragraph>
    );
  }
  if (subscription.status === "past_due") {
    return <Alert type="warning" showIcon title={billing.pastDueTitle} description={billing.pastDueText} />;
  }
  const charge = subscription.nextCharge;
  return (
    <Typography.Paragraph>
      {subscription.status === "trialing" && subscription.trialEndsAt
        ? formatPlain(billing.panelTrialEnds, { date: dateText(subscription.trialEndsAt) })
        : formatPlain(billing.panelRenews, { date: dateText(subscription.currentPeriodEnd) })}
      {charge
        ? formatPlain(billing.panelCharge, {
            amount: formatUsd(charge.amount),
            card,
            date: dateText(charge.at),
          })
        : ""}
    </Typography.Paragraph>
  );
}

function Manage({ subscription, userId }: { subscription: Subscription; userId: number }) {
  const queryClient = useQueryClient();
  const plans = usePlans();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const done = {
    onSuccess: () => {
      setMessage(null);
      void queryClient.invalidateQueries({ queryKey: billingKeys.mine });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
    onError: (error: unknown) => setMessage(errorDisplay(error, []).message),
  };
  const cancel = useMutation({
    mutationFn: () => call(endpointRoutes.subscription.unsubscribe, { query: { userId } }),
    ...done,
    onSettled: () => setConfirming(false),
  });
  const undo = useMutation({ mutationFn: () => call(endpointRoutes.subscription.undoUnsubscribe), ...done });
  const change = useMutation({
    mutationFn: (interval: BillingInterval) =>
      call(endpointRoutes.subscription.changeInterval, { body: { interval } }),
    ...done,
  });
  if (subscription.status === "canceled") return null;

  const plan = plans.data?.find((entry) => entry.id === subscription.planId);
  const other: BillingInterval = subscription.interval === "year" ? "month" : "year";
  const otherPrice = plan ? (other === "year" ? plan.yearlyPrice : plan.monthlyPrice) : null;
  // What the subscription is charged now: its own price, which a repriced plan does not change.
  const currentPrice = subscription.nextCharge?.amount ?? null;
  const from = dateText(subscription.currentPeriodEnd);

  return (
    <>
      <FormAlert message={message} />
      {subscription.cancelAtPeriodEnd ? (
        <Button type="primary" loading={undo.isPending} onClick={() => undo.mutate()}>
          {billing.undoCancellation}
        </Button>
      ) : (
        <>
          {subscription.pendingInterval ? (
            <div className="tl-plan-panel__switch">
              <Typography.Paragraph>
                {formatPlain(billing.switchingTo, {
                  interval: intervalName(subscription.pendingInterval),
                  date: from,
                  amount: subscription.nextCharge ? formatUsd(subscription.nextCharge.amount) : "",
                  per: per(subscription.pendingInterval),
                })}
              </Typography.Paragraph>
              <Button loading={change.isPending} onClick={() => change.mutate(subscription.interval)}>
                {formatPlain(billing.keepInterval, { interval: intervalName(subscription.interval) })}
              </Button>
            </div>
          ) : (
            otherPrice !== null &&
            currentPrice !== null && (
              <div className="tl-plan-panel__switch">
                <Typography.Paragraph>
                  {formatPlain(billing.switchOffer, {
                    interval: intervalName(other),
                    date: from,
                    price: formatUsd(otherPrice),
                    per: per(other),
                    currentPrice: formatUsd(currentPrice),
                    currentPer: per(subscription.interval),
                  })}
                </Typography.Paragraph>
                <Button loading={change.isPending} onClick={() => change.mutate(other)}>
                  {formatPlain(billing.switchTo, { interval: intervalName(other) })}
                </Button>
              </div>
            )
          )}
          <Button danger onClick={() => setConfirming(true)}>
            {billing.cancelPlan}
          </Button>
          <Modal
            open={confirming}
            title={billing.cancelQuestion}
            okText={billing.cancelPlan}
            okButtonProps={{ danger: true, loading: cancel.isPending }}
            cancelText={billing.keepPlan}
            onOk={() => cancel.mutate()}
            onCancel={() => setConfirming(false)}
          >
            <p>
              {formatPlain(billing.cancelKeepsWorking, { date: from })} {billingTexts.refunds}
            </p>
          </Modal>
        </>
      )}
    </>
  );
}

/**
 * The professional's plan on their profile: where it stands, what is charged when, cancel and undo,
 * receipts. Left out for a practice's member whose role does not include the plan (`payments`): an
 * owner's plan covers them, and the API refuses them theirs.
 */
export function PlanPanel() {
  const seat = usePracticeSeat();
  const planIsTheirs = !seat.isPending && seat.may("payments");
  return planIsTheirs ? <OwnPlan /> : null;
}

function OwnPlan() {
  const { data: user } = useCurrentUser();
  const mine = useQuery(mySubscriptionQuery());
  const subscription = mine.data?.subscription ?? null;

  return (
    <Card className="tl-plan-panel" id="plan">
      <div className="tl-plan-panel__head">
        <Typography.Title level={2} className="tl-plan-panel__title">
          {billing.yourPlan}
        </Typography.Title>
        {subscription && (
          <Tag
            color={
              subscription.status === "past_due"
                ? "warning"
                : subscription.status === "canceled"
                  ? "default"
                  : "success"
            }
          >
            {subscription.cancelAtPeriodEnd && subscription.status !== "canceled"
              ? billing.statusCancelled
              : statusLabels[subscription.status]}
          </Tag>
        )}
      </div>
      {mine.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : mine.isError ? (
        <Alert type="error" role="alert" showIcon title={billing.planLoadError} />
      ) : (
        <>
          {subscription ? (
            <>
              <Typography.Paragraph className="tl-plan-panel__plan">
                {richText(
                  formatPlain(billing.planBilled, {
                    plan: subscription.planName,
                    interval: intervalName(subscription.interval),
                  }),
                  bold,
                )}
              </Typography.Paragraph>
              <Standing subscription={subscription} />
              {user && <Manage subscription={subscription} userId={user.id} />}
            </>
          ) : (
            <Typography.Paragraph>{billing.noPlan}</Typography.Paragraph>
          )}
          {(!subscription || subscription.status === "canceled") && (
            <>
              <Typography.Paragraph className="tl-plan-panel__muted">
                {billingTexts.unlocks} {billingTexts.without}
              </Typography.Paragraph>
              <ButtonLink to="/payment">{billing.startTrial}</ButtonLink>
            </>
          )}
          <Typography.Title level={3} className="tl-plan-panel__subtitle">
            {billing.receiptsHeading}
          </Typography.Title>
          <Receipts receipts={mine.data.receipts} />
        </>
      )}
    </Card>
  );
}
