import type { SignatureSigner } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Form, Input, Modal } from "antd";
import { FormAlert } from "../../../components/FormAlert";
import { problemText } from "../../../lib/problem-text";
import { useRejectPaper } from "./api";

/** "Send back": the signer's hand-signed page is not acceptable; they read the note and may upload another. */
export function SendBackDialog({
  signer,
  open,
  onClose,
}: {
  signer: SignatureSigner;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ note: string }>();
  const reject = useRejectPaper();
  const { message } = App.useApp();
  return (
    <Modal
      open={open}
      title={t("signatureRequestPages.sendBackTitle", { name: signer.name })}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        reject.reset();
      }}
      destroyOnHidden
      footer={null}
    >
      <Form<{ note: string }>
        form={form}
        layout="vertical"
        initialValues={{ note: "" }}
        onFinish={(values) =>
          reject.mutate(
            { signerId: signer.id, note: values.note.trim() },
            {
              onSuccess: () => {
                void message.success(t("signatureRequestPages.sendBackDone", { name: signer.name }));
                onClose();
              },
            },
          )
        }
      >
        <FormAlert message={reject.isError ? problemText(reject.error) : null} />
        <Form.Item
          label={t("signatureRequestPages.sendBackNote")}
          name="note"
          extra={t("signatureRequestPages.sendBackHint")}
          rules={[{ required: true, whitespace: true, message: t("signatureRequestPages.sendBackRequired") }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <div className="tl-sigreq__toolbar">
          <Button type="primary" htmlType="submit" loading={reject.isPending}>
            {t("signatureRequestPages.sendBack")}
          </Button>
          <Button onClick={onClose}>{t("signatureRequestPages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
