import { t } from "@taxlane/contract/i18n";
import { App, Button, Form, Input, Modal, Radio } from "antd";
import { FormAlert } from "../../components/FormAlert";
import { problemText } from "../../lib/problem-text";
import { useRecordOutcome } from "./api";
import { todayDay } from "./filing-words";

interface OutcomeValues {
  kind: "refund" | "due";
  amount: string;
  dueOn: string;
}

/** "1,234.56" → 123456 cents; null when it is not an amount. */
function centsOf(amount: string): number | null {
  const text = amount.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [dollars = "0", cents = ""] = text.split(".");
  return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
}

/** The professional records what the accepted return came to: a refund, or an amount due by a day. */
export function OutcomeDialog({
  quoteId,
  open,
  onClose,
}: {
  quoteId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<OutcomeValues>();
  const kind = Form.useWatch("kind", form);
  const recording = useRecordOutcome();
  const { message } = App.useApp();
  const required = { required: true, message: t("filingPages.requiredField") };
  return (
    <Modal
      open={open}
      title={t("filingPages.outcomeDialogTitle")}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        recording.reset();
      }}
      destroyOnHidden
      footer={null}
    >
      <Form<OutcomeValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: "refund", amount: "", dueOn: "" }}
        onFinish={(values) => {
          const cents = centsOf(values.amount) ?? 0;
          recording.mutate(
            values.kind === "refund"
              ? { quoteId, refundCents: cents }
              : { quoteId, amountDueCents: cents, paymentDueOn: values.dueOn },
            {
              onSuccess: () => {
                void message.success(t("filingPages.saved"));
                onClose();
              },
            },
          );
        }}
      >
        <FormAlert message={recording.isError ? problemText(recording.error) : null} />
        <Form.Item label={t("filingPages.outcomeKindLabel")} name="kind" rules={[required]}>
          <Radio.Group
            options={[
              { value: "refund", label: t("filingPages.refundOption") },
              { value: "due", label: t("filingPages.dueOption") },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t("filingPages.amountLabel")}
          name="amount"
          rules={[
            required,
            {
              validator: (_rule, value: string) =>
                !value || centsOf(value) !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("filingPages.amountInvalid"))),
            },
          ]}
        >
          <Input inputMode="decimal" prefix="$" autoComplete="off" />
        </Form.Item>
        {kind === "due" ? (
          <Form.Item label={t("filingPages.dueOnLabel")} name="dueOn" rules={[required]}>
            <Input type="date" min={todayDay()} />
          </Form.Item>
        ) : null}
        <div className="tl-job__actions">
          <Button type="primary" htmlType="submit" loading={recording.isPending}>
            {t("filingPages.save")}
          </Button>
          <Button onClick={onClose}>{t("filingPages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
