import { MAX_REFUSAL_REASON } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Form, Input, Modal, Space, Typography } from "antd";
import { problemText } from "../../lib/problem-text";

/** An action on one account that an operator confirms with a reason, kept in the audit log. */
export interface ReasonedAction {
  /** The question, naming the account: "Suspend Dana Nguyen?" */
  title: string;
  /** What happens once confirmed, and who reads the reason. */
  explanation: string;
  confirmText: string;
  danger: boolean;
  /** Said under the field when it is left empty. */
  reasonRequired: string;
}

interface ReasonDialogProps {
  /** The action being confirmed; null while the dialog is closed. */
  action: ReasonedAction | null;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason and the confirmation of an operator's action on an account. */
export function ReasonDialog({ action, pending, error, onCancel, onConfirm }: ReasonDialogProps) {
  return (
    <Modal open={action !== null} title={action?.title} onCancel={onCancel} footer={null} destroyOnHidden>
      {action ? (
        <Form<{ reason: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={({ reason }) => onConfirm(reason.trim())}
        >
          <Typography.Paragraph>{action.explanation}</Typography.Paragraph>
          <Form.Item
            name="reason"
            label={t("admin.reason")}
            rules={[{ required: true, whitespace: true, message: action.reasonRequired }]}
          >
            <Input.TextArea rows={4} maxLength={MAX_REFUSAL_REASON} />
          </Form.Item>
          {error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={problemText(error)}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Space wrap style={{ width: "100%", justifyContent: "flex-end" }}>
            <Button onClick={onCancel}>{t("common.cancel")}</Button>
            <Button type="primary" danger={action.danger} htmlType="submit" loading={pending}>
              {action.confirmText}
            </Button>
          </Space>
        </Form>
      ) : null}
    </Modal>
  );
}
