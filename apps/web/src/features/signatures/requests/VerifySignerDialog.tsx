import type { SignatureSigner } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Form, Input, Radio } from "antd";
import { FormDialog } from "../../../components/FormDialog";
import { useVerifySigner } from "./api";

interface VerifyValues {
  method: "in-person" | "video";
  note: string;
}

/**
 * "Verify identity": after a signer's online check failed, the professional records that they
 * checked who the signer is themselves (in person or on a video call) and what they looked at.
 */
export function VerifySignerDialog({
  signer,
  open,
  onClose,
}: {
  signer: SignatureSigner;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<VerifyValues>();
  const verify = useVerifySigner();
  const { message } = App.useApp();
  return (
    <FormDialog<VerifyValues>
      open={open}
      title={t("signatureRequestPages.verifyTitle", { name: signer.name })}
      form={form}
      initialValues={{ method: "in-person", note: "" }}
      intro={<p>{t("signatureRequestPages.verifyIntro", { name: signer.name })}</p>}
      submitText={t("signatureRequestPages.verifySubmit")}
      pending={verify.isPending}
      error={verify.error}
      onClose={onClose}
      afterClose={verify.reset}
      onSubmit={(values) =>
        verify.mutate(
          { signerId: signer.id, method: values.method, note: values.note.trim() },
          {
            onSuccess: () => {
              void message.success(t("signatureRequestPages.verifyDone", { name: signer.name }));
              onClose();
            },
          },
        )
      }
    >
      <Form.Item label={t("signatureRequestPages.verifyMethod")} name="method">
        <Radio.Group
          options={[
            { value: "in-person", label: t("signatureRequestPages.verifyInPerson") },
            { value: "video", label: t("signatureRequestPages.verifyVideo") },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t("signatureRequestPages.verifyNote")}
        name="note"
        extra={t("signatureRequestPages.verifyNoteHint")}
        rules={[{ required: true, whitespace: true, message: t("signatureRequestPages.verifyNoteRequired") }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
