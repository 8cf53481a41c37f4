import { useQueryClient } from "@tanstack/react-query";
import {
  type PayTestPaymentRequest,
  paymentFailureKey,
  payTestPaymentRequestSchema,
  type TestPaymentCheckout,
  testCardFields,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Form, Input, Radio } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/FormAlert";
import { isApiError } from "../../../lib/api-client";
import { errorDisplay, schemaRule } from "../../../lib/form-rules";
import { centsText } from "../money";
import { testCheckoutQuery, usePayTestCheckout } from "./api";

type Method = PayTestPaymentRequest["method"];

interface PayValues {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
  routingNumber?: string;
  accountNumber?: string;
}

const fields = ["cardNumber", "expiry", "cvc", "name", "routingNumber", "accountNumber"] as const;
const bankFields = payTestPaymentRequestSchema.options[1].shape;

/** The request the form's values make for the chosen method. */
function requestOf(session: string, method: Method, values: PayValues): PayTestPaymentRequest {
  if (method === "us_bank_account") {
    return {
      method,
      session,
      routingNumber: values.routingNumber ?? "",
      accountNumber: values.accountNumber ?? "",
    };
  }
  return {
    method,
    session,
    cardNumber: values.cardNumber ?? "",
    expiry: values.expiry ?? "",
    cvc: values.cvc ?? "",
    ...(values.name?.trim() ? { name: values.name } : {}),
  };
}

function CardFields() {
  return (
    <>
      <Form.Item
        name="cardNumber"
        label={t("paymentTestPages.cardNumber")}
        required
        rules={[schemaRule(testCardFields.cardNumber)]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" size="large" />
      </Form.Item>
      <div className="tl-test-pay__row">
        <Form.Item
          name="expiry"
          label={t("paymentTestPages.expiry")}
          required
          rules={[schemaRule(testCardFields.expiry)]}
        >
          <Input autoComplete="cc-exp" placeholder="12 / 34" size="large" />
        </Form.Item>
        <Form.Item
          name="cvc"
          label={t("paymentTestPages.cvc")}
          required
          rules={[schemaRule(testCardFields.cvc)]}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" size="large" />
        </Form.Item>
      </div>
      <Form.Item name="name" label={t("paymentTestPages.nameOnCard")}>
        <Input autoComplete="cc-name" size="large" />
      </Form.Item>
    </>
  );
}

function BankFields() {
  return (
    <>
      <p className="tl-test-pay__hint">{t("paymentTestPages.testBankText")}</p>
      <div className="tl-test-pay__row">
        <Form.Item
          name="routingNumber"
          label={t("paymentTestPages.routingNumber")}
          required
          rules={[schemaRule(bankFields.routingNumber)]}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="110000000" size="large" />
        </Form.Item>
        <Form.Item
          name="accountNumber"
          label={t("paymentTestPages.accountNumber")}
          required
          rules={[schemaRule(bankFields.accountNumber)]}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="000123456789" size="large" />
        </Form.Item>
      </div>
    </>
  );
}

/**
 * The test checkout's card or bank account. A refused one says why and what to do in an alert that
 * takes the focus; a payment that went through goes back to the page the checkout came from.
 */
export function TestPaymentForm({ checkout }: { checkout: TestPaymentCheckout }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PayValues>();
  const [method, setMethod] = useState<Method>("card");
  const [message, setMessage] = useState<string | null>(null);
  // `shown` counts the refusals of this visit: only a new one moves the focus, not one from before.
  const [decline, setDecline] = useState(
    checkout.declineCode ? { code: checkout.declineCode, shown: 0 } : null,
  );
  const declineRef = useRef<HTMLDivElement>(null);
  const pay = usePayTestCheckout();

  useEffect(() => {
    if (decline && decline.shown > 0) declineRef.current?.focus();
  }, [decline]);

  const submit = (values: PayValues) => {
    setMessage(null);
    setDecline(null);
    pay.mutate(requestOf(checkout.session, method, values), {
      onSuccess: ({ url, declineCode }) => {
        if (url) navigate(url);
        else if (declineCode)
          setDecline((before) => ({ code: declineCode, shown: (before?.shown ?? 0) + 1 }));
      },
      onError: (error) => {
        const display = errorDisplay(error, fields);
        form.setFields(display.fields);
        setMessage(display.message);
        // The checkout ended or is gone meanwhile: read it again, so the page says so.
        if (isApiError(error) && (error.status === 404 || error.status === 409)) {
          void queryClient.invalidateQueries({ queryKey: testCheckoutQuery(checkout.session).queryKey });
        }
      },
    });
  };

  return (
    <>
      {decline && (
        <div ref={declineRef} tabIndex={-1} className="tl-test-pay__decline">
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t("paymentTestPages.declinedTitle")}
            description={t(paymentFailureKey(decline.code))}
          />
        </div>
      )}
      <FormAlert message={message} />
      <fieldset className="tl-test-pay__fieldset">
        <legend className="tl-test-pay__legend">{t("paymentTestPages.methodLegend")}</legend>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={method}
          onChange={(event) => setMethod(event.target.value as Method)}
          options={[
            { value: "card", label: t("paymentTestPages.methodCard") },
            { value: "us_bank_account", label: t("paymentTestPages.methodBank") },
          ]}
        />
      </fieldset>
      <Form<PayValues>
        form={form}
        name="test-payment"
        layout="vertical"
        disabled={pay.isPending}
        onFinish={submit}
      >
        {method === "card" ? <CardFields /> : <BankFields />}
        <Button type="primary" htmlType="submit" block size="large" loading={pay.isPending}>
          {t("paymentTestPages.pay", { amount: centsText(checkout.amountCents) })}
        </Button>
      </Form>
    </>
  );
}
