import { type EngagementLetter, MAX_ENGAGEMENT_LETTER_LENGTH } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Form, Modal, Typography } from "antd";
import { CountedTextArea } from "../../../components/CountedTextArea";
import { FormAlert } from "../../../components/FormAlert";
import { problemText } from "../../../lib/problem-text";
import { useChangeEngagementLetter } from "./api";
import "./engagement-letter.css";

interface ChangeValues {
  body: string;
}

/**
 * The professional's editor for one job's letter: a new version the taxpayer is asked to sign again;
 * the version they signed stays in the history.
 */
export function ChangeLetterDialog({
  letter,
  open,
  onClose,
}: {
  letter: EngagementLetter;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ChangeValues>();
  const { message } = App.useApp();
  const change = useChangeEngagementLetter(letter.quoteId);
  const taxpayer = letter.taxpayerName;

  const submit = ({ body }: ChangeValues) => {
    if (body.trim() === letter.body.trim()) {
      form.setFields([{ name: "body", errors: [t("engagementLetterPages.sameLetter")] }]);
      return;
    }
    change.mutate(body.trim(), {
      onSuccess: () => {
        void message.success(t("engagementLetterPages.changed", { name: taxpayer }));
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => change.reset()}
      title={t("engagementLetterPages.changeTitle")}
      destroyOnHidden
      footer={null}
      width={720}
    >
      <Typography.Paragraph>
        {t("engagementLetterPages.changeExplained", { name: taxpayer })}
      </Typography.Paragraph>
      <Form<ChangeValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ body: letter.body }}
        onFinish={submit}
      >
        {change.isError && (
          <FormAlert message={`${t("engagementLetterPages.changeFailed")} ${problemText(change.error)}`} />
        )}
        <Form.Item
          name="body"
          label={t("engagementLetterPages.changeLabel")}
          rules={[{ required: true, whitespace: true, message: t("signatureRules.letterRequired") }]}
        >
          <CountedTextArea
            autoSize={{ minRows: 8, maxRows: 20 }}
            showCount
            maxLength={MAX_ENGAGEMENT_LETTER_LENGTH}
            autoFocus
          />
        </Form.Item>
        <div className="tl-letter__actions">
          <Button onClick={onClose}>{t("engagementLetterPages.cancel")}</Button>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t("engagementLetterPages.saveChange")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
