import { useQuery } from "@tanstack/react-query";
import type { TestPaymentCheckout } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Card, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { usePageTitle } from "../../../lib/use-page-title";
import { centsText } from "../money";
import { testCheckoutQuery } from "./api";
import { TestPaymentForm } from "./TestPaymentForm";
import "./test-provider.css";

/** What is paid, for what and to whom. */
function PaymentSummary({ checkout }: { checkout: TestPaymentCheckout }) {
  return (
    <dl className="tl-test-pay__summary">
      <div>
        <dt>{t("paymentTestPages.amount")}</dt>
        <dd className="tl-test-pay__amount">{centsText(checkout.amountCents)}</dd>
      </div>
      <div>
        <dt>{t("paymentTestPages.paymentFor")}</dt>
        <dd>{checkout.description}</dd>
      </div>
      <div>
        <dt>{t("paymentTestPages.paidTo")}</dt>
        <dd>{checkout.professionalName}</dd>
      </div>
    </dl>
  );
}

/** A checkout that takes no payment any more: paid, or ended. */
function ClosedCheckout({ checkout }: { checkout: TestPaymentCheckout }) {
  const paid = checkout.status === "complete";
  return (
    <Alert
      type={paid ? "success" : "warning"}
      showIcon
      role="status"
      title={t(paid ? "paymentTestPages.paidTitle" : "paymentTestPages.endedTitle")}
      description={
        <>
          <p className="tl-test-pay__closed-text">
            {t(paid ? "paymentTestPages.paidText" : "paymentTestPages.endedText")}
          </p>
          <Link to={checkout.returnUrl}>{t("paymentTestPages.backToInvoice")}</Link>
        </>
      }
    />
  );
}

function Checkout({ session }: { session: string }) {
  const checkout = useQuery(testCheckoutQuery(session));
  if (checkout.isPending) return <LoadingCard label={t("paymentTestPages.checkoutLoading")} rows={6} />;
  if (checkout.isError) {
    return (
      <LoadError
        title={t("paymentTestPages.checkoutLoadError")}
        error={checkout.error}
        onRetry={() => void checkout.refetch()}
        retrying={checkout.isRefetching}
      />
    );
  }
  const open = checkout.data.status === "open";
  return (
    <Card>
      {open && (
        <Alert
          type="info"
          showIcon
          role="note"
          className="tl-test-pay__banner"
          title={t("paymentTestPages.testBannerTitle")}
          description={t("paymentTestPages.testBannerText")}
        />
      )}
      <PaymentSummary checkout={checkout.data} />
      {open ? <TestPaymentForm checkout={checkout.data} /> : <ClosedCheckout checkout={checkout.data} />}
    </Card>
  );
}

/**
 * /pay/test-checkout?session=…: the local test provider's checkout of an invoice (used while Stripe
 * is not set up). It takes Stripe's test cards and test bank account and moves no money.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const session = params.get("session");
  usePageTitle(t("paymentTestPages.checkoutTitle"));
  return (
    <div className="tl-test-pay">
      <Typography.Title level={1} className="tl-test-pay__title">
        {t("paymentTestPages.checkoutTitle")}
      </Typography.Title>
      {session ? (
        <Checkout session={session} />
      ) : (
        <Alert type="error" showIcon role="alert" title={t("paymentTestPages.noSession")} />
      )}
    </div>
  );
}
