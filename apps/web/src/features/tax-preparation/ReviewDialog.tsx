import { accountantFeedbackSchema, REVIEW_COMMENT_MAX } from "@taxlane/contract";
import { Button, Form, Modal, Rate } from "antd";
import { useState } from "react";
import { CountedTextArea } from "../../components/CountedTextArea";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { useSendFeedback } from "./api";
import type { ReviewTarget } from "./review-prompt";
import "./tax-preparation.css";
import { t } from "@taxlane/contract/i18n";

interface ReviewValues {
  rate: number;
  comment: string;
}

const reviewFields = ["rate", "comment"] as const;
// Read when shown, so each word is in the language of the page.
const starWords = () => [
  t("taxPreparation.starPoor"),
  t("taxPreparation.starFair"),
  t("taxPreparation.starGood"),
  t("taxPreparation.starVeryGood"),
  t("taxPreparation.starExcellent"),
];

/** The stars and comment of a review, then a thank-you once it is sent. */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  const [form] = Form.useForm<ReviewValues>();
  const send = useSendFeedback();
  const [problem, setProblem] = useState<string | null>(null);
  const sent = send.isSuccess;

  const submit = (values: ReviewValues) => {
    if (target === null) return;
    setProblem(null);
    send.mutate(
      {
        accountantId: target.accountantId,
        rate: values.rate,
        comment: values.comment.trim(),
        isIndividual: target.isIndividual,
      },
      {
        onError: (error) => {
          const shown = errorDisplay(error, reviewFields);
          form.setFields(shown.fields);
          setProblem(shown.message);
        },
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        send.reset();
        setProblem(null);
      }}
      title={
        sent
          ? t("taxPreparation.reviewThanks")
          : t("taxPreparation.reviewQuestion", { name: target?.accountantName ?? "it" })
      }
      destroyOnHidden
      footer={null}
    >
      {sent ? (
        <div className="tl-job">
          <p className="tl-review__thanks" role="status">
            {t("taxPreparation.reviewSentThanks", {
              name: target?.accountantName ?? t("taxPreparation.reviewedProfessional"),
            })}
          </p>
          <Button type="primary" onClick={onClose}>
            {t("taxPreparation.reviewClose")}
          </Button>
        </div>
      ) : (
        <Form<ReviewValues>
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={{ comment: "" }}
          onFinish={submit}
        >
          <FormAlert message={problem} />
          <p className="tl-review__note">{t("taxPreparation.reviewPublic")}</p>
          <Form.Item
            label={t("taxPreparation.reviewRating")}
            required
            name="rate"
            rules={[schemaRule(accountantFeedbackSchema.shape.rate)]}
          >
            <RateInput />
          </Form.Item>
          <Form.Item
            label={t("taxPreparation.reviewComment")}
            name="comment"
            rules={[schemaRule(accountantFeedbackSchema.shape.comment)]}
          >
            <CountedTextArea
              rows={4}
              maxLength={REVIEW_COMMENT_MAX}
              showCount
              placeholder={t("taxPreparation.reviewPlaceholder")}
            />
          </Form.Item>
          <div className="tl-job__actions">
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              {t("taxPreparation.sendReview")}
            </Button>
            <Button onClick={onClose}>{t("taxPreparation.reviewNotNow")}</Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}

/** antd's stars as a labelled radio group, with the chosen star's word beside them. */
function RateInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
}) {
  const word = value !== undefined && value > 0 ? starWords()[value - 1] : undefined;
  return (
    <div className="tl-review__stars">
      {/* The stars are radios in a list; the group around the list names them. */}
      <div role="radiogroup" aria-label={t("taxPreparation.reviewRating")}>
        <Rate id={id} value={value} onChange={onChange} />
      </div>
      {word !== undefined && <span aria-hidden="true">{word}</span>}
    </div>
  );
}
