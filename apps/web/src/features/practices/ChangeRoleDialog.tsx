import type { PracticeMember } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Form, Modal } from "antd";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay } from "../../lib/form-rules";
import { useChangeMemberRole } from "./api";
import { RoleFields, type RoleValues } from "./RoleFields";

const roleFields = ["role", "seesAllJobs"] as const;

/** An owner changes a member's role; the practice's last owner stays one (the server says so). */
export function ChangeRoleDialog({
  member,
  onClose,
}: {
  member: PracticeMember | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RoleValues>();
  const change = useChangeMemberRole();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: RoleValues) => {
    if (member === null || values.role === undefined) return;
    setProblem(null);
    change.mutate(
      { userId: member.userId, role: values.role, seesAllJobs: values.seesAllJobs },
      {
        onSuccess: () => {
          void message.success(t("practicePages.roleChanged", { name: member.name }));
          onClose();
        },
        onError: (error) => {
          const shown = errorDisplay(error, roleFields);
          form.setFields(shown.fields);
          setProblem(shown.message);
        },
      },
    );
  };

  return (
    <Modal
      open={member !== null}
      onCancel={onClose}
      afterClose={() => {
        change.reset();
        setProblem(null);
      }}
      title={member === null ? "" : t("practicePages.changeRoleOf", { name: member.name })}
      destroyOnHidden
      footer={null}
    >
      {member !== null && (
        <Form<RoleValues>
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={{ role: member.role, seesAllJobs: member.seesAllJobs }}
          onFinish={submit}
        >
          <FormAlert message={problem} />
          <RoleFields form={form} />
          <div className="tl-practice__toolbar">
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t("practicePages.changeRoleSubmit")}
            </Button>
            <Button onClick={onClose}>{t("practicePages.cancel")}</Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
