import { useMutation, useQuery } from "@tanstack/react-query";
import { endpointRoutes, payTestCheckoutRequestSchema } from "@taxlane/contract";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { Alert, Button, Card, Form, Input, Skeleton } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "../../../components/FormAlert";
import { formatUsd } from "../../../entities/plan";
import { call } from "../../../lib/api-call";
import { errorDisplay, schemaRule } from "../../../lib/form-rules";
import { richText } from "../../../lib/rich-text";
import { billingKeys } from "../api";
import { chargeText, per } from "../billing-format";

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name?: string;
}

const fields = ["cardNumber", "expiry", "cvc", "name"] as const;

/** Our own test-mode checkout (the local provider): Stripe's test cards only, and it says so. */
export function TestCheckout({ session }: { session: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<CardValues>();
  const [message, setMessage] = useState<string | null>(null);
  const checkout = useQuery({
    queryKey: billingKeys.testCheckout(session),
    queryFn: ({ signal }) =>
      call(endpointRoutes.subscription.getTestCheckout, { query: { session } }, { signal }),
  });
  const pay = useMutation({
    mutationFn: (values: CardValues) =>
      call(endpointRoutes.subscription.payTestCheckout, { body: { session, ...values } }),
    onSuccess: ({ url }) => navigate(url),
    onError: (error) => {
      const display = errorDisplay(error, fields);
      form.setFields(display.fields);
      setMessage(display.message);
    },
  });

  if (checkout.isPending) {
    return (
      <Card>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (checkout.isError || checkout.data.status === "expired") {
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        title={billing.checkoutEnded}
        description={richText(billing.checkoutEndedText, {
          link: (inner) => <Link to="/payment">{inner}</Link>,
        })}
      />
    );
  }
  const { planName, interval, price, firstChargeAt, email } = checkout.data;

  return (
    <Card>
      <Alert
        type="info"
        showIcon
        className="tl-payment__test"
        title={billing.testCheckoutTitle}
        description={billing.testCheckoutText}
      />
      <dl className="tl-payment__summary">
        <div>
          <dt>{billing.planLabel}</dt>
          <dd>
            {planName}, {formatUsd(price)} {per(interval)}
          </dd>
        </div>
        <div>
          <dt>{billing.dueToday}</dt>
          <dd>{formatUsd(0)}</dd>
        </div>
        <div>
          <dt>{billing.firstCharge}</dt>
          <dd>{chargeText(price, firstChargeAt)}</dd>
        </div>
        <div>
          <dt>{billing.accountLabel}</dt>
          <dd className="tl-payment__email">{email}</dd>
        </div>
      </dl>
      <FormAlert message={message} />
      <Form<CardValues>
        form={form}
        name="test-card"
        layout="vertical"
        disabled={pay.isPending}
        onFinish={(values) => {
          setMessage(null);
          pay.mutate(values);
        }}
      >
        <Form.Item
          name="cardNumber"
          label={billing.cardNumber}
          required
          rules={[schemaRule(payTestCheckoutRequestSchema.shape.cardNumber)]}
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            size="large"
          />
        </Form.Item>
        <div className="tl-payment__row">
          <Form.Item
            name="expiry"
            label={billing.expiryDate}
            required
            rules={[schemaRule(payTestCheckoutRequestSchema.shape.expiry)]}
          >
            <Input autoComplete="cc-exp" placeholder="12 / 34" size="large" />
          </Form.Item>
          <Form.Item
            name="cvc"
            label={billing.securityCode}
            required
            rules={[schemaRule(payTestCheckoutRequestSchema.shape.cvc)]}
          >
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" size="large" />
          </Form.Item>
        </div>
        <Form.Item name="name" label={billing.nameOnCard}>
          <Input autoComplete="cc-name" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={pay.isPending}>
          {billing.startMyTrial}
        </Button>
      </Form>
    </Card>
  );
}
