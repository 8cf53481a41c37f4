import type { Invoice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Form, Input } from "antd";
import { FormDialog } from "../../components/FormDialog";
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
    <FormDialog<{ reason: string }>
      open={open}
      title={t("jobBillingPages.voidTitle", { invoice: invoiceTitle(invoice) })}
      form={form}
      initialValues={{ reason: "" }}
      intro={<p>{t("jobBillingPages.voidIntro", { name: invoice.taxpayerName })}</p>}
      submitText={t("jobBillingPages.voidSubmit")}
      danger
      pending={voiding.isPending}
      error={voiding.error}
      onClose={onClose}
      afterClose={voiding.reset}
      onSubmit={(values) =>
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
    </FormDialog>
  );
}
