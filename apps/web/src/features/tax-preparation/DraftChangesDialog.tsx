import { MAX_DRAFT_COMMENT_LENGTH } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Form, Modal } from "antd";
import { CountedTextArea } from "../../components/CountedTextArea";
import { FormAlert } from "../../components/FormAlert";
import { problemText } from "../../lib/problem-text";
import { useReviewDraft } from "./api";

/** Asks the taxpayer what should change in the draft return, then sends it to the professional. */
export function DraftChangesDialog({
  quoteId,
  draftId,
  open,
  onClose,
}: {
  quoteId: number;
  draftId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ comment: string }>();
  const reviewing = useReviewDraft();
  return (
    <Modal
      open={open}
      title={t("jobStagePages.changesDialogTitle")}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        reviewing.reset();
      }}
      destroyOnHidden
      footer={null}
    >
      <Form<{ comment: string }>
        form={form}
        layout="vertical"
        initialValues={{ comment: "" }}
        onFinish={(values) =>
          reviewing.mutate(
            { quoteId, draftId, approve: false, comment: values.comment.trim() },
            { onSuccess: onClose },
          )
        }
      >
        <FormAlert message={reviewing.isError ? problemText(reviewing.error) : null} />
        <Form.Item
          label={t("jobStagePages.commentLabel")}
          name="comment"
          rules={[
            { required: true, whitespace: true, message: t("jobStages.commentRequired") },
            { max: MAX_DRAFT_COMMENT_LENGTH, message: t("jobStages.commentTooLong") },
          ]}
        >
          <CountedTextArea rows={4} maxLength={MAX_DRAFT_COMMENT_LENGTH} showCount />
        </Form.Item>
        <div className="tl-job__actions">
          <Button type="primary" htmlType="submit" loading={reviewing.isPending}>
            {t("jobStagePages.send")}
          </Button>
          <Button onClick={onClose}>{t("jobStagePages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
