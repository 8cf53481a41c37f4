import { MAX_DRAFT_COMMENT_LENGTH } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Form } from "antd";
import { CountedTextArea } from "../../components/CountedTextArea";
import { FormDialog } from "../../components/FormDialog";
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
    <FormDialog<{ comment: string }>
      open={open}
      title={t("jobStagePages.changesDialogTitle")}
      form={form}
      initialValues={{ comment: "" }}
      submitText={t("jobStagePages.send")}
      pending={reviewing.isPending}
      error={reviewing.error}
      onClose={onClose}
      afterClose={reviewing.reset}
      onSubmit={(values) =>
        reviewing.mutate(
          { quoteId, draftId, approve: false, comment: values.comment.trim() },
          { onSuccess: onClose },
        )
      }
    >
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
    </FormDialog>
  );
}
