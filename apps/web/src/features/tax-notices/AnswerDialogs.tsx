import { MAX_INVOICE_CENTS, MAX_TAX_NOTICE_NOTE, type TaxNotice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Form, type FormRule, Input, InputNumber } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { useQuoteNotice, useRespondToNotice } from "./api";

/** Which dialog the professional opened, on which letter. */
export type AnswerDialog = { kind: "respond" | "quote"; notice: TaxNotice } | null;

const noteRules: FormRule[] = [
  { required: true, whitespace: true, message: t("taxNotices.answerNoteRequired") },
  { max: MAX_TAX_NOTICE_NOTE, message: t("taxNotices.noteTooLong") },
];

/** Whole cents of a price typed in dollars; rounding drops a float's stray fraction. */
const centsOf = (dollars: number) => Math.round(dollars * 100);

/** "Mark answered": the note the taxpayer reads on how the letter was answered. */
function RespondDialog({ notice, onClose }: { notice: TaxNotice | null; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const respond = useRespondToNotice();
  const { message } = App.useApp();
  return (
    <FormDialog<{ note: string }>
      open={notice !== null}
      title={t("taxNoticePages.respondTitle")}
      form={form}
      initialValues={{ note: notice?.answerNote ?? "" }}
      intro={<p>{t("taxNoticePages.respondIntro")}</p>}
      submitText={t("taxNoticePages.respondSubmit")}
      pending={respond.isPending}
      error={respond.error}
      onClose={onClose}
      afterClose={respond.reset}
      onSubmit={(values) =>
        notice &&
        respond.mutate(
          { noticeId: notice.id, note: values.note.trim() },
          {
            onSuccess: () => {
              void message.success(t("taxNoticePages.responded"));
              onClose();
            },
          },
        )
      }
    >
      <Form.Item label={t("taxNoticePages.respondNoteLabel")} name="note" rules={noteRules}>
        <Input.TextArea rows={4} maxLength={MAX_TAX_NOTICE_NOTE} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** "Quote for this work": a price in dollars and what the work includes. */
function QuoteDialog({ notice, onClose }: { notice: TaxNotice | null; onClose: () => void }) {
  const [form] = Form.useForm<{ price: number | null; message: string }>();
  const quote = useQuoteNotice();
  const { message } = App.useApp();
  return (
    <FormDialog<{ price: number | null; message: string }>
      open={notice !== null}
      title={t("taxNoticePages.quoteTitle")}
      form={form}
      initialValues={{ price: null, message: "" }}
      intro={<p>{t("taxNoticePages.quoteIntro")}</p>}
      submitText={t("taxNoticePages.quoteSubmit")}
      pending={quote.isPending}
      error={quote.error}
      onClose={onClose}
      afterClose={quote.reset}
      onSubmit={(values) => {
        if (!notice || values.price === null) return;
        quote.mutate(
          { noticeId: notice.id, priceCents: centsOf(values.price), message: values.message.trim() },
          {
            onSuccess: () => {
              void message.success(t("taxNoticePages.quoted"));
              onClose();
            },
          },
        );
      }}
    >
      <Form.Item
        label={t("taxNoticePages.quotePriceLabel")}
        name="price"
        rules={[
          { required: true, message: t("paymentRules.amountInvalid") },
          { type: "number", min: 0.01, message: t("paymentRules.amountPositive") },
          { type: "number", max: MAX_INVOICE_CENTS / 100, message: t("paymentRules.amountTooLarge") },
        ]}
      >
        <InputNumber className="tl-notices__price" prefix="$" precision={2} step={10} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        label={t("taxNoticePages.quoteMessageLabel")}
        name="message"
        rules={[
          { required: true, whitespace: true, message: t("taxNotices.quoteMessageRequired") },
          { max: MAX_TAX_NOTICE_NOTE, message: t("taxNotices.noteTooLong") },
        ]}
      >
        <Input.TextArea rows={3} maxLength={MAX_TAX_NOTICE_NOTE} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** The professional's two dialogs; one is open at a time. */
export function AnswerDialogs({ open, onClose }: { open: AnswerDialog; onClose: () => void }) {
  return (
    <>
      <RespondDialog notice={open?.kind === "respond" ? open.notice : null} onClose={onClose} />
      <QuoteDialog notice={open?.kind === "quote" ? open.notice : null} onClose={onClose} />
    </>
  );
}
