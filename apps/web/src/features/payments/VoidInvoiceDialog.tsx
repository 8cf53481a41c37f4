import type { Invoice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Form, Input, Modal } from "antd";
import { FormAlert } from "../../components/FormAlert";
import { problemText } from "../../lib/problem-text";
import { useVoidInvoice } from "./api";
import { invoiceTitle } from "./billing-words";

/** Voids a sent invoice with the reason the taxpayer reads. */
export function VoidInvoiceDialog({
  invoice,
  open,
  onClose,
}: {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const voiding = useVoidInvoice(invoice.quoteId);
  const { message } = App.useApp();
  return (
    <Modal
      open={open}
      title={t("jobBillingPages.voidTitle", { invoice: invoiceTitle(invoice) })}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        voiding.reset();
      }}
      destroyOnHidden
      footer={null}
    >
      <p>{t("jobBillingPages.voidIntro", { name: invoice.taxpayerName })}</p>
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        initialValues={{ reason: "" }}
        onFinish={(values) =>
          voiding.mutate(
            { invoiceId: invoice.id, reason: values.reason.trim() },
            {
              onSuccess: () => {
                void message.success(t("jobBillingPages.voidDone"));
                onClose();
              },
            },
          )
        }
      >
        <FormAlert message={voiding.isError ? problemText(voiding.error) : null} />
        <Form.Item
          label={t("jobBillingPages.voidReason")}
          name="reason"
          extra={t("jobBillingPages.voidReasonHint")}
          rules={[
            { required: true, whitespace: true, message: t("paymentRules.voidReasonRequired") },
            { max: 500, message: t("paymentRules.reasonTooLong") },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <div className="tl-billing__toolbar">
          <Button type="primary" danger htmlType="submit" loading={voiding.isPending}>
            {t("jobBillingPages.voidSubmit")}
          </Button>
          <Button onClick={onClose}>{t("jobBillingPages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
