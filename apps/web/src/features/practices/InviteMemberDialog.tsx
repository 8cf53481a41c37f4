import type { PracticeRole } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Button, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay } from "../../lib/form-rules";
import { useInviteMember } from "./api";
import { RoleFields, type RoleValues } from "./RoleFields";

interface InviteValues extends RoleValues {
  email: string;
}

const inviteFields = ["email", "role", "seesAllJobs"] as const;

/**
 * "Invite a member": their e-mail and a role (each with its line from the role table; "sees every
 * job" for a preparer). The server's refusal (a member elsewhere, an account that is not a
 * professional's) is shown on the field it names or above the form.
 */
export function InviteMemberDialog({
  open,
  onClose,
  seatNotice = null,
}: {
  open: boolean;
  onClose: () => void;
  /** What the next member costs (or that the plan must change), once the included members are taken. */
  seatNotice?: string | null;
}) {
  const [form] = Form.useForm<InviteValues>();
  const invite = useInviteMember();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: InviteValues) => {
    const role: PracticeRole | undefined = values.role;
    if (role === undefined) return;
    setProblem(null);
    invite.mutate(
      { email: values.email.trim(), role, seesAllJobs: values.seesAllJobs },
      {
        onSuccess: () => {
          void message.success(t("practicePages.invited", { email: values.email.trim() }));
          onClose();
        },
        onError: (error) => {
          const shown = errorDisplay(error, inviteFields);
          form.setFields(shown.fields);
          setProblem(shown.message);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        invite.reset();
        setProblem(null);
      }}
      title={t("practicePages.inviteTitle")}
      destroyOnHidden
      footer={null}
    >
      <Typography.Paragraph type="secondary">{t("practicePages.inviteLead")}</Typography.Paragraph>
      {seatNotice && <Alert type="info" showIcon title={seatNotice} className="tl-practice__seat-notice" />}
      <Form<InviteValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ email: "", seesAllJobs: false }}
        onFinish={submit}
      >
        <FormAlert message={problem} />
        <Form.Item
          label={t("practicePages.emailLabel")}
          name="email"
          required
          extra={t("practicePages.emailHint")}
          rules={[
            { required: true, whitespace: true, message: t("practicePages.emailRequired") },
            { type: "email", message: t("practicePages.emailInvalid") },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <RoleFields form={form} />
        <div className="tl-practice__toolbar">
          <Button type="primary" htmlType="submit" loading={invite.isPending}>
            {t("practicePages.inviteSubmit")}
          </Button>
          <Button onClick={onClose}>{t("practicePages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
