import type { InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { FormAlert } from "../../../components/FormAlert";
import { FormProblems, useFormProblems } from "../../../components/FormProblems";
import { errorDisplay } from "../../../lib/form-rules";
import { centsText, parseDollars } from "../money";
import { paymentDay } from "../records/payment-words";
import { useRefundPayment } from "./api";
import { type RefundDraft, refundAmountProblem, refundableCents, refundDraftOf } from "./refund-form";

/** The API's names of the request's fields, as the form names them. */
const formFieldOf = { amountCents: "amount", reason: "reason" } as const;

/**
 * Refunds all or part of a payment: the amount (at first all that is left) and the reason the client
 * reads. The fields' own checks run first; the API's refusals land on the field they are about.
 */
export function RefundDialog({
  payment,
  open,
  onClose,
}: {
  payment: InvoicePayment;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RefundDraft>();
  const problems = useFormProblems(form, "refund");
  const refunding = useRefundPayment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { message } = App.useApp();
  const rest = refundableCents(payment);
  const client = payment.taxpayerName;

  const submit = (values: RefundDraft) => {
    const parsed = parseDollars(values.amount);
    if (!parsed.ok) return;
    setRefusal(null);
    problems.clear();
    refunding.mutate(
      { paymentId: payment.id, amountCents: parsed.cents, reason: values.reason.trim() },
      {
        onSuccess: () => {
          void message.success(t("paymentPages.refundDone", { client }));
          onClose();
        },
        onError: (error) => {
          const shown = errorDisplay(error, ["amountCents", "reason"] as const);
          problems.showFieldErrors(
            shown.fields.map((field) => ({ name: formFieldOf[field.name], errors: field.errors })),
          );
          setRefusal(shown.message);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t("paymentPages.refundTitle", { client })}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        refunding.reset();
        problems.clear();
        setRefusal(null);
      }}
      destroyOnHidden
      footer={null}
    >
      <p>
        {t("paymentPages.refundIntro", {
          client,
          amount: centsText(payment.amountCents),
          date: paymentDay(payment),
          refunded: centsText(payment.refundedCents),
        })}
      </p>
      <FormAlert message={refusal} />
      <FormProblems state={problems} />
      <Form<RefundDraft>
        form={form}
        name="refund"
        layout="vertical"
        initialValues={refundDraftOf(payment)}
        onFinishFailed={problems.onFinishFailed}
        onFinish={submit}
      >
        <Form.Item
          label={t("paymentPages.refundAmount")}
          name="amount"
          extra={t("paymentPages.refundAmountHint", { rest: centsText(rest) })}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = refundAmountProblem(value ?? "", rest);
                if (problem !== null) throw new Error(problem);
              },
            },
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          label={t("paymentPages.refundReason")}
          name="reason"
          extra={t("paymentPages.refundReasonHint")}
          rules={[
            { required: true, whitespace: true, message: t("paymentRules.refundReasonRequired") },
            { max: 500, message: t("paymentRules.reasonTooLong") },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <div className="tl-ledger__actions">
          <Button type="primary" danger htmlType="submit" loading={refunding.isPending}>
            {t("paymentPages.refundSubmit")}
          </Button>
          <Button onClick={onClose}>{t("paymentPages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
