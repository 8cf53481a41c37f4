import type { PriceChange } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Form, Input } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { useDeclinePriceChange } from "./api";
import { centsText } from "./money";

/** The taxpayer declines a price change, with a note to the professional if they like. */
export function DeclineChangeDialog({
  change,
  agreedCents,
  professionalName,
  open,
  onClose,
}: {
  change: PriceChange;
  agreedCents: number;
  professionalName: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ note: string }>();
  const declining = useDeclinePriceChange(change.quoteId);
  const { message } = App.useApp();
  return (
    <FormDialog<{ note: string }>
      open={open}
      title={t("jobBillingPages.declineTitle")}
      form={form}
      initialValues={{ note: "" }}
      intro={
        <p>{t("jobBillingPages.declineIntro", { agreed: centsText(agreedCents), name: professionalName })}</p>
      }
      submitText={t("jobBillingPages.declineSubmit")}
      danger
      pending={declining.isPending}
      error={declining.error}
      onClose={onClose}
      afterClose={declining.reset}
      onSubmit={(values) => {
        const note = values.note.trim();
        declining.mutate(
          { priceChangeId: change.id, ...(note === "" ? {} : { note }) },
          {
            onSuccess: () => {
              void message.success(t("jobBillingPages.declineDone"));
              onClose();
            },
          },
        );
      }}
    >
      <Form.Item
        label={t("jobBillingPages.declineNote", { name: professionalName })}
        name="note"
        extra={t("jobBillingPages.declineNoteHint")}
        rules={[{ max: 500, message: t("paymentRules.reasonTooLong") }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
