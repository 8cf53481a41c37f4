import { t } from "@taxlane/contract/i18n";
import { Alert, App, Button, Checkbox, Form, Input, Modal, Space, Typography } from "antd";
import { problemText } from "../../lib/problem-text";
import { useResetSecondFactors } from "./api";

interface ResetFactorsDialogProps {
  /** Whose factors; null while the dialog is closed. */
  person: { userId: number; name: string; required: boolean } | null;
  onClose: () => void;
}

interface ResetForm {
  supportReference: string;
  identityVerified: boolean;
}

/**
 * Asks for the support request and the operator's word that the person's identity was checked
 * before their factors are removed; says plainly what happens to them.
 */
export function ResetFactorsDialog({ person, onClose }: ResetFactorsDialogProps) {
  const { message } = App.useApp();
  const reset = useResetSecondFactors();
  const close = () => {
    reset.reset();
    onClose();
  };

  return (
    <Modal
      open={person !== null}
      title={person ? t("admin.resetFactorsTitle", { name: person.name }) : ""}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      {person ? (
        <Form<ResetForm>
          layout="vertical"
          requiredMark={false}
          onFinish={({ supportReference }) =>
            reset.mutate(
              { userId: person.userId, supportReference: supportReference.trim(), identityVerified: true },
              {
                onSuccess: () => {
                  void message.success(t("admin.factorsResetDone", { name: person.name }));
                  close();
                },
              },
            )
          }
        >
          <Alert
            type="warning"
            showIcon
            // Said before anything is done, so read in its place rather than announced as an alert.
            role="note"
            title={t("admin.resetFactorsWarning")}
            description={
              <>
                <Typography.Paragraph>
                  {person.required
                    ? t("admin.resetFactorsWarningRequired")
                    : t("admin.resetFactorsWarningOptional")}
                </Typography.Paragraph>
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {t("admin.resetFactorsMail")}
                </Typography.Paragraph>
              </>
            }
            style={{ marginBottom: 16 }}
          />
          <Form.Item
            name="supportReference"
            label={t("admin.supportReference")}
            rules={[{ required: true, whitespace: true, message: t("security.supportReferenceRequired") }]}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="identityVerified"
            valuePropName="checked"
            rules={[
              {
                validator: (_, checked: boolean | undefined) =>
                  checked === true
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("security.identityVerifiedRequired"))),
              },
            ]}
          >
            <Checkbox>{t("admin.identityVerified")}</Checkbox>
          </Form.Item>
          {reset.error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={problemText(reset.error)}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Space wrap style={{ width: "100%", justifyContent: "flex-end" }}>
            <Button onClick={close}>{t("common.cancel")}</Button>
            <Button type="primary" danger htmlType="submit" loading={reset.isPending}>
              {t("admin.resetFactorsConfirm")}
            </Button>
          </Space>
        </Form>
      ) : null}
    </Modal>
  );
}
