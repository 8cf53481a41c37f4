import type { CancelTerms } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Form, Input } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { centsText } from "../../lib/format";
import { useCancelJob } from "./api";

/** What cancelling does to what the taxpayer paid: refunded to the card, kept per the letter, or nothing paid. */
export function moneyLine(terms: CancelTerms, professional: string): string {
  const amount = centsText(terms.paidCents);
  if (terms.paidCents <= 0) return t("jobCancellationPages.nothingPaidLine");
  return terms.depositKept
    ? t("jobCancellationPages.keptLine", { professional, amount })
    : t("jobCancellationPages.refundLine", { amount });
}

/**
 * Asks before the taxpayer cancels a job: what happens to the job and to what they paid (as the API
 * says of this professional), and an optional reason the professional reads.
 */
export function CancelJobDialog({
  quoteId,
  terms,
  professional,
  open,
  onClose,
}: {
  quoteId: number;
  terms: CancelTerms;
  professional: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const cancelling = useCancelJob();
  const { message } = App.useApp();
  return (
    <FormDialog<{ reason: string }>
      open={open}
      title={t("jobCancellationPages.dialogTitle")}
      form={form}
      initialValues={{ reason: "" }}
      intro={
        <>
          <p>{t("jobCancellationPages.dialogIntro", { professional })}</p>
          <p>{moneyLine(terms, professional)}</p>
        </>
      }
      submitText={t("jobCancellationPages.confirm")}
      cancelText={t("jobCancellationPages.keep")}
      danger
      pending={cancelling.isPending}
      error={cancelling.error}
      onClose={onClose}
      afterClose={cancelling.reset}
      onSubmit={(values) => {
        const reason = values.reason.trim();
        cancelling.mutate(
          { quoteId, ...(reason === "" ? {} : { reason }) },
          {
            onSuccess: (answer) => {
              void message.success(answer.outcome);
              onClose();
            },
          },
        );
      }}
    >
      <Form.Item
        label={t("jobCancellationPages.reasonLabel")}
        name="reason"
        extra={t("jobCancellationPages.reasonHelp", { professional })}
        rules={[{ max: 500, message: t("paymentRules.reasonTooLong") }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
