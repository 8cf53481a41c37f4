import { MAX_PRACTICE_ADDRESS, MAX_PRACTICE_NAME, type PracticeDetails } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Form, Input } from "antd";
import { type ReactNode, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay } from "../../lib/form-rules";

const detailsFields = ["name", "address", "efin"] as const;

/**
 * A practice's name, address and EFIN, for making one and for an owner's edit: the server checks them
 * and its refusal is shown on the field it names.
 */
export function PracticeDetailsForm({
  initial,
  submitLabel,
  saving,
  onSave,
  extraActions,
}: {
  initial: PracticeDetails;
  submitLabel: string;
  saving: boolean;
  /** Saves; resolves when saved, rejects with the API's refusal. */
  onSave: (details: PracticeDetails) => Promise<unknown>;
  extraActions?: ReactNode;
}) {
  const [form] = Form.useForm<PracticeDetails>();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (values: PracticeDetails) => {
    setProblem(null);
    onSave({ name: values.name, address: values.address ?? "", efin: values.efin ?? "" }).catch(
      (error: unknown) => {
        const shown = errorDisplay(error, detailsFields);
        form.setFields(shown.fields);
        setProblem(shown.message);
      },
    );
  };
  return (
    <Form<PracticeDetails>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initial}
      onFinish={submit}
    >
      <FormAlert message={problem} />
      <Form.Item
        label={t("practicePages.nameLabel")}
        name="name"
        required
        extra={t("practicePages.nameHint")}
        rules={[{ required: true, whitespace: true, message: t("practices.nameRequired") }]}
      >
        <Input maxLength={MAX_PRACTICE_NAME} autoComplete="organization" />
      </Form.Item>
      <Form.Item label={t("practicePages.addressLabel")} name="address">
        <Input.TextArea rows={2} maxLength={MAX_PRACTICE_ADDRESS} autoComplete="street-address" />
      </Form.Item>
      <Form.Item
        label={t("practicePages.efinLabel")}
        name="efin"
        extra={t("practicePages.efinHint")}
        rules={[{ pattern: /^\s*(\d{7})?\s*$/, message: t("practices.efinInvalid") }]}
      >
        <Input inputMode="numeric" maxLength={7} className="tl-practice__efin" />
      </Form.Item>
      <div className="tl-practice__toolbar">
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </Form>
  );
}
