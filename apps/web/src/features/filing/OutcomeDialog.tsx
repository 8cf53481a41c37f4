import { t } from "@taxlane/contract/i18n";
import { Form, Input, Radio } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { useRecordOutcome } from "./api";
import { requiredRule, useSavedThenClose } from "./filing-form";
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
  const saved = useSavedThenClose(onClose);
  return (
    <FormDialog<OutcomeValues>
      open={open}
      title={t("filingPages.outcomeDialogTitle")}
      form={form}
      initialValues={{ kind: "refund", amount: "", dueOn: "" }}
      submitText={t("filingPages.save")}
      pending={recording.isPending}
      error={recording.error}
      onClose={onClose}
      afterClose={recording.reset}
      onSubmit={(values) => {
        const cents = centsOf(values.amount) ?? 0;
        recording.mutate(
          values.kind === "refund"
            ? { quoteId, refundCents: cents }
            : { quoteId, amountDueCents: cents, paymentDueOn: values.dueOn },
          { onSuccess: saved },
        );
      }}
    >
      <Form.Item label={t("filingPages.outcomeKindLabel")} name="kind" rules={[requiredRule]}>
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
          requiredRule,
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
        <Form.Item label={t("filingPages.dueOnLabel")} name="dueOn" rules={[requiredRule]}>
          <Input type="date" min={todayDay()} />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
