import type { PriceChange } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Form, Input, Modal } from "antd";
import { FormAlert } from "../../components/FormAlert";
import { problemText } from "../../lib/problem-text";
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
    <Modal
      open={open}
      title={t("jobBillingPages.declineTitle")}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        declining.reset();
      }}
      destroyOnHidden
      footer={null}
    >
      <p>{t("jobBillingPages.declineIntro", { agreed: centsText(agreedCents), name: professionalName })}</p>
      <Form<{ note: string }>
        form={form}
        layout="vertical"
        initialValues={{ note: "" }}
        onFinish={(values) => {
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
        <FormAlert message={declining.isError ? problemText(declining.error) : null} />
        <Form.Item
          label={t("jobBillingPages.declineNote", { name: professionalName })}
          name="note"
          extra={t("jobBillingPages.declineNoteHint")}
          rules={[{ max: 500, message: t("paymentRules.reasonTooLong") }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <div className="tl-billing__toolbar">
          <Button type="primary" danger htmlType="submit" loading={declining.isPending}>
            {t("jobBillingPages.declineSubmit")}
          </Button>
          <Button onClick={onClose}>{t("jobBillingPages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
