import { MAX_ASSIGNMENT_NOTE, type Practice, type PracticeMember, practiceRoleMay } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Form, Input, Select } from "antd";
import { FormDialog } from "../../components/FormDialog";
import { useLeavePractice, useRemoveMember } from "./api";

interface HandOverValues {
  handOverTo: number | undefined;
  note: string;
}

const handOverFields = ["handOverTo", "note"] as const;

/** Who may take a going member's jobs: the others whose role works returns (an assistant does not). */
const takersOf = (practice: Practice, going: PracticeMember) =>
  practice.members.filter(
    (member) => member.userId !== going.userId && practiceRoleMay(member.role, "jobs", member.seesAllJobs),
  );

/**
 * A member with jobs goes (an owner removes them, or they leave): who takes their jobs, with a note
 * for them, in the same step. Left as offered, the removing owner or the practice's first other owner.
 */
export function HandOverDialog({
  practice,
  going,
  myId,
  onClose,
}: {
  practice: Practice;
  /** The member going, or null while the dialog is closed. */
  going: PracticeMember | null;
  myId: number | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<HandOverValues>();
  const remove = useRemoveMember();
  const leave = useLeavePractice();
  const { message } = App.useApp();
  const leaving = going !== null && going.userId === myId;
  const takers = going === null ? [] : takersOf(practice, going);
  const offered = leaving
    ? takers.find((member) => member.role === "owner")
    : takers.find((m) => m.userId === myId);
  const change = leaving ? leave : remove;
  const count = going?.assignedJobs ?? 0;
  return (
    <FormDialog<HandOverValues>
      open={going !== null}
      title={
        leaving
          ? t("practicePages.leaveConfirm", { practice: practice.name })
          : t("practicePages.removeConfirm", { name: going?.name ?? "" })
      }
      form={form}
      initialValues={{ handOverTo: offered?.userId, note: "" }}
      intro={
        <p>
          {leaving
            ? t("practiceAssignment.handOverLeaveIntro", { count })
            : t("practiceAssignment.handOverRemoveIntro", { count })}
        </p>
      }
      submitText={leaving ? t("practicePages.leaveSubmit") : t("practicePages.removeSubmit")}
      danger
      pending={change.isPending}
      error={change.error}
      errorFields={handOverFields}
      onClose={onClose}
      afterClose={() => {
        remove.reset();
        leave.reset();
      }}
      onSubmit={(values) => {
        if (going === null) return;
        const note = values.note.trim() === "" ? undefined : values.note.trim();
        const handOver = { handOverTo: values.handOverTo, note };
        const done = () => {
          void message.success(
            leaving ? t("practicePages.left") : t("practicePages.removed", { name: going.name }),
          );
          onClose();
        };
        if (leaving) leave.mutate(handOver, { onSuccess: done });
        else remove.mutate({ userId: going.userId, ...handOver }, { onSuccess: done });
      }}
    >
      <Form.Item
        label={t("practiceAssignment.handOverToLabel")}
        name="handOverTo"
        rules={[{ required: true, message: t("practiceAssignment.handOverToRequired") }]}
      >
        <Select<number> options={takers.map((member) => ({ value: member.userId, label: member.name }))} />
      </Form.Item>
      <Form.Item label={t("practiceAssignment.handOverNoteLabel")} name="note">
        <Input.TextArea rows={3} maxLength={MAX_ASSIGNMENT_NOTE} showCount />
      </Form.Item>
    </FormDialog>
  );
}
