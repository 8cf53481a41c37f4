import { useMutation } from "@tanstack/react-query";
import { type BillingInterval, billingTexts, endpointRoutes, type Plan } from "@taxlane/contract";
import { Alert, Button, Card, Skeleton, Space, Spin, Typography } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { LoadError } from "../../../components/QueryStates";
import { useCurrentUser } from "../../../entities/account";
import { formatUsd } from "../../../entities/plan";
import { call } from "../../../lib/api-call";
import { isApiError } from "../../../lib/api-client";
import { problemText } from "../../../lib/problem-text";
import { usePageTitle } from "../../../lib/use-page-title";
import { usePlans } from "../api";
import { intervalName, per } from "../billing-format";
import { loginForSubscribe, planWithCode, prefilledEmail, subscribeRequest } from "./subscribe-link";
import "../payment/payment.css";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { bold, richText } from "../../../lib/rich-text";

const choosePlanLink = <Link to="/payment">{billing.choosePlan}</Link>;

/** Opens the provider's checkout of `plan` at once (Stripe's page, or the local test checkout). */
function StartCheckout({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  const started = useRef(false);
  const checkout = useMutation({
    mutationFn: () =>
      call(endpointRoutes.subscription.createCheckoutSession, { body: { planId: plan.id, interval } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { mutate } = checkout;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (checkout.isError) {
    const alreadyHeld = isApiError(checkout.error) && checkout.error.status === 409;
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        title={problemText(checkout.error)}
        action={
          alreadyHeld ? (
            <Link to="/expert/profile#plan">{billing.seePlan}</Link>
          ) : (
            <Button onClick={() => checkout.mutate()}>{billing.tryAgain}</Button>
          )
        }
      />
    );
  }
  return (
    <Card>
      <Space align="center">
        <Spin aria-hidden="true" />
        <Typography.Text role="status">
          {formatPlain(billing.openingCheckout, { plan: plan.name, interval: intervalName(interval) })}
        </Typography.Text>
      </Space>
    </Card>
  );
}

/** The link was opened for another account than the one signed in here: which one pays? */
/** Signs out here, then goes to `to` (the app composes it from the auth feature). */
export interface SwitchAccount {
  signOut: (to: string) => Promise<void>;
  pending: boolean;
}

function WhichAccount({
  linkEmail,
  signedIn,
  switchAccount,
  onContinue,
}: {
  linkEmail: string;
  signedIn: string;
  switchAccount: SwitchAccount;
  onContinue: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <Card>
      <Typography.Paragraph>
        {richText(formatPlain(billing.linkForOtherAccount, { linkEmail, signedIn }), bold)}
      </Typography.Paragraph>
      <Space wrap>
        <Button
          type="primary"
          loading={switchAccount.pending}
          onClick={() => void switchAccount.signOut(loginForSubscribe(pathname, search))}
        >
          {billing.logInWithLinkEmail}
        </Button>
        <Button onClick={onContinue}>{billing.continueWithAccount}</Button>
      </Space>
    </Card>
  );
}

/**
 * `/subscribe/<plan>/<interval>`: a professional arrives from a plan link (another client's pricing
 * page opens one per plan and interval, with `prefilled_email`), signed in already or just now, and
 * goes straight on to the checkout of that plan.
 */
export function SubscribeCheckout({ switchAccount }: { switchAccount: SwitchAccount }) {
  const params = useParams();
  const { search } = useLocation();
  const wanted = subscribeRequest(params.plan, params.interval);
  const plans = usePlans();
  const { data: user } = useCurrentUser();
  const linkEmail = prefilledEmail(search);
  // The person chose to go on with the account signed in here rather than the link's.
  const [confirmed, setConfirmed] = useState(false);
  const plan = wanted && plans.data ? planWithCode(plans.data, wanted.code) : undefined;
  usePageTitle(plan ? formatPlain(billing.planCheckoutOf, { plan: plan.name }) : billing.planCheckout);

  let body: ReactNode;
  if (!wanted || (plans.data && !plan)) {
    body = (
      <Alert type="warning" role="alert" showIcon title={billing.linkNamesNoPlan} action={choosePlanLink} />
    );
  } else if (plans.isPending) {
    body = (
      <Card>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </Card>
    );
  } else if (plans.isError || !plan) {
    body = (
      <LoadError
        title={billing.plansLoadError}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        retrying={plans.isRefetching}
      />
    );
  } else if (user && linkEmail && !confirmed && linkEmail.toLowerCase() !== user.email.toLowerCase()) {
    body = (
      <WhichAccount
        linkEmail={linkEmail}
        signedIn={user.email}
        switchAccount={switchAccount}
        onContinue={() => setConfirmed(true)}
      />
    );
  } else {
    const price = wanted.interval === "year" ? plan.yearlyPrice : plan.monthlyPrice;
    body = (
      <>
        <Typography.Paragraph className="tl-payment__lead">
          {formatPlain(billing.planAfterTrial, {
            plan: plan.name,
            price: formatUsd(price),
            per: per(wanted.interval),
            days: plan.trialDays,
          })}
        </Typography.Paragraph>
        <StartCheckout plan={plan} interval={wanted.interval} />
      </>
    );
  }
  return (
    <div className="tl-payment">
      <Typography.Title level={1} className="tl-payment__title">
        {plan ? formatPlain(billing.thePlan, { plan: plan.name }) : billing.yourPlan}
      </Typography.Title>
      {body}
      <Typography.Paragraph className="tl-payment__note">{billingTexts.cancel}</Typography.Paragraph>
    </div>
  );
}
