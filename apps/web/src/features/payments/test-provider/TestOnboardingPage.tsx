import { useQuery } from "@tanstack/react-query";
import { completeTestOnboardingRequestSchema, type TestOnboarding } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Card, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/FormAlert";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { errorDisplay, schemaRule } from "../../../lib/form-rules";
import { isSafeReturnPath } from "../../../lib/session";
import { usePageTitle } from "../../../lib/use-page-title";
import { testOnboardingQuery, useCompleteTestOnboarding } from "./api";
import "./test-provider.css";

interface PayoutValues {
  businessName: string;
  routingNumber: string;
  accountNumber: string;
}

const fields = ["businessName", "routingNumber", "accountNumber"] as const;
const rules = completeTestOnboardingRequestSchema.shape;
/** Stripe's test bank account, filled in: no real bank details belong on a test page. */
const testBank = { routingNumber: "110000000", accountNumber: "000123456789" };

function PayoutForm({ onboarding, returnPath }: { onboarding: TestOnboarding; returnPath: string | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<PayoutValues>();
  const [message, setMessage] = useState<string | null>(null);
  const complete = useCompleteTestOnboarding();
  const submit = (values: PayoutValues) => {
    setMessage(null);
    complete.mutate(
      { account: onboarding.account, ...values, ...(returnPath ? { returnPath } : {}) },
      {
        onSuccess: ({ url }) => navigate(url),
        onError: (error) => {
          const display = errorDisplay(error, fields);
          form.setFields(display.fields);
          setMessage(display.message);
        },
      },
    );
  };
  return (
    <Form<PayoutValues>
      form={form}
      name="test-onboarding"
      layout="vertical"
      initialValues={{ businessName: "", ...testBank }}
      disabled={complete.isPending}
      onFinish={submit}
    >
      <FormAlert message={message} />
      <Form.Item
        name="businessName"
        label={t("paymentTestPages.businessName")}
        extra={t("paymentTestPages.businessNameHint")}
        required
        rules={[schemaRule(rules.businessName)]}
      >
        <Input autoComplete="organization" size="large" />
      </Form.Item>
      <div className="tl-test-pay__row">
        <Form.Item
          name="routingNumber"
          label={t("paymentTestPages.routingNumber")}
          required
          rules={[schemaRule(rules.routingNumber)]}
        >
          <Input inputMode="numeric" autoComplete="off" size="large" />
        </Form.Item>
        <Form.Item
          name="accountNumber"
          label={t("paymentTestPages.accountNumber")}
          required
          rules={[schemaRule(rules.accountNumber)]}
        >
          <Input inputMode="numeric" autoComplete="off" size="large" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={complete.isPending}>
        {t("paymentTestPages.onboardingSubmit")}
      </Button>
    </Form>
  );
}

function Onboarding({ account, returnPath }: { account: string; returnPath: string | null }) {
  const onboarding = useQuery(testOnboardingQuery(account));
  if (onboarding.isPending) return <LoadingCard label={t("paymentTestPages.onboardingLoading")} rows={6} />;
  if (onboarding.isError) {
    return (
      <LoadError
        title={t("paymentTestPages.onboardingLoadError")}
        error={onboarding.error}
        onRetry={() => void onboarding.refetch()}
        retrying={onboarding.isRefetching}
      />
    );
  }
  return (
    <Card>
      <Alert
        type="info"
        showIcon
        role="note"
        className="tl-test-pay__banner"
        title={t("paymentTestPages.onboardingBannerTitle")}
        description={t("paymentTestPages.onboardingBannerText")}
      />
      {onboarding.data.detailsSubmitted && (
        <Alert
          type="success"
          showIcon
          role="status"
          className="tl-test-pay__banner"
          title={t("paymentTestPages.onboardingDoneTitle")}
          description={t("paymentTestPages.onboardingDoneText")}
        />
      )}
      <p className="tl-test-pay__account">
        {t("paymentTestPages.onboardingAccount", { email: onboarding.data.email })}
      </p>
      <PayoutForm onboarding={onboarding.data} returnPath={returnPath} />
    </Card>
  );
}

/**
 * /payouts/test-onboarding?account=…&return=…: the local test provider's onboarding of a
 * professional's payout account (used while Stripe is not set up); nothing is paid out.
 */
export function TestOnboardingPage() {
  const [params] = useSearchParams();
  const account = params.get("account");
  const back = params.get("return");
  usePageTitle(t("paymentTestPages.onboardingTitle"));
  return (
    <div className="tl-test-pay">
      <Typography.Title level={1} className="tl-test-pay__title">
        {t("paymentTestPages.onboardingTitle")}
      </Typography.Title>
      {account ? (
        <Onboarding account={account} returnPath={back && isSafeReturnPath(back) ? back : null} />
      ) : (
        <Alert type="error" showIcon role="alert" title={t("paymentTestPages.noAccount")} />
      )}
    </div>
  );
}
