import type { JobPrice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Form, type FormRule, Input, Radio } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { useRequestPriceChange } from "./api";
import { centsText, parseDollars } from "./money";

interface ChangeDraft {
  direction: "more" | "less";
  amount: string;
  reason: string;
}

const amountRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const parsed = parseDollars(value ?? "");
    if (!parsed.ok) throw new Error(parsed.problem);
  },
};

/** The change in cents, negative when the price goes down; null while the amount cannot be read. */
function changeCents(draft: Partial<ChangeDraft>): number | null {
  const parsed = parseDollars(draft.amount ?? "");
  if (!parsed.ok) return null;
  return draft.direction === "less" ? -parsed.cents : parsed.cents;
}

/**
 * "Ask for a price change": the amount typed as a positive number of dollars with its direction
 * chosen apart (a minus sign is easy to miss), the reason, and the agreed price it would make.
 */
export function PriceChangeDialog({
  quoteId,
  price,
  taxpayerName,
  open,
  onClose,
}: {
  quoteId: number;
  price: JobPrice;
  taxpayerName: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ChangeDraft>();
  const asking = useRequestPriceChange(quoteId);
  const { message } = App.useApp();
  const direction = Form.useWatch("direction", form);
  const amount = Form.useWatch("amount", form);
  const change = changeCents({ direction, amount });
  return (
    <FormDialog<ChangeDraft>
      open={open}
      title={t("jobBillingPages.askChangeTitle")}
      form={form}
      initialValues={{ direction: "more", amount: "", reason: "" }}
      intro={<p>{t("jobBillingPages.askChangeIntro", { name: taxpayerName })}</p>}
      submitText={t("jobBillingPages.askChangeSubmit", { name: taxpayerName })}
      pending={asking.isPending}
      error={asking.error}
      onClose={onClose}
      afterClose={asking.reset}
      onSubmit={(values) =>
        asking.mutate(
          { quoteId, amountCents: changeCents(values) ?? 0, reason: values.reason.trim() },
          {
            onSuccess: () => {
              void message.success(t("jobBillingPages.askChangeDone", { name: taxpayerName }));
              onClose();
            },
          },
        )
      }
    >
      <Form.Item label={t("jobBillingPages.changeDirection")} name="direction">
        <Radio.Group
          options={[
            { value: "more", label: t("jobBillingPages.changeMore") },
            { value: "less", label: t("jobBillingPages.changeLess") },
          ]}
        />
      </Form.Item>
      <Form.Item label={t("jobBillingPages.changeAmount")} name="amount" rules={[amountRule]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <p className="tl-muted" aria-live="polite">
        {change === null
          ? null
          : t("jobBillingPages.changeNewPrice", { price: centsText(price.agreedCents + change) })}
      </p>
      <Form.Item
        label={t("jobBillingPages.changeReason")}
        name="reason"
        extra={t("jobBillingPages.changeReasonHint")}
        rules={[
          { required: true, whitespace: true, message: t("paymentRules.changeReasonRequired") },
          { max: 500, message: t("paymentRules.reasonTooLong") },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
