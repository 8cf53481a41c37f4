import type { UseMutationResult } from "@tanstack/react-query";
import { type AssignJobsAnswer, type JobAssignee, practiceRoleMay } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Select, Space } from "antd";
import { useId, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { problemText } from "../../lib/problem-text";
import { usePracticeSeat } from "./practice-seat";
import "./assignee-picker.css";

/**
 * The members an owner may give work to: those whose role works returns and quotes (an assistant
 * does neither).
 */
export function useAssignableMembers() {
  const { practice } = usePracticeSeat();
  const isOwner = practice?.myRole === "owner";
  const members = (practice?.members ?? []).filter(
    (member) =>
      practiceRoleMay(member.role, "jobs", member.seesAllJobs) &&
      practiceRoleMay(member.role, "quotes", member.seesAllJobs),
  );
  return { isOwner, options: members.map((member) => ({ value: member.userId, label: member.name })) };
}

/** An assignment's call: the member chosen goes in, what it did comes back. */
export type AssignMutation = UseMutationResult<AssignJobsAnswer, Error, number>;

/**
 * "Assign to": a member to choose and the button that gives them the work, with the refusal in words.
 * `current` is who works it now (choosing them again sends nothing). Jobs, requests and quotes all
 * move through it, each with its own call (`assign`).
 */
export function AssigneePicker({
  assign,
  current,
  submitText,
  primary = false,
  onDone,
}: {
  assign: AssignMutation;
  current?: number;
  submitText: string;
  primary?: boolean;
  onDone?: () => void;
}) {
  const { options } = useAssignableMembers();
  const labelId = useId();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<number | undefined>(current);
  return (
    <>
      <span id={labelId}>{t("practiceAssignment.assignLabel")}</span>
      <Space wrap>
        <Select<number>
          aria-labelledby={labelId}
          className="tl-job__assign-select"
          options={options}
          value={chosen}
          onChange={setChosen}
        />
        <Button
          type={primary ? "primary" : "default"}
          loading={assign.isPending}
          disabled={chosen === undefined || chosen === current}
          onClick={() =>
            chosen !== undefined &&
            assign.mutate(chosen, {
              onSuccess: (answer) => {
                void message.success(t("practiceAssignment.assignedDone", { name: answer.assignee }));
                onDone?.();
              },
            })
          }
        >
          {submitText}
        </Button>
      </Space>
      <FormAlert message={assign.isError ? problemText(assign.error) : null} />
    </>
  );
}

/**
 * "Assigned to <name>" on a practice's piece of work, and an owner's picker to give it to another
 * member; nothing for a professional working alone (`assignedTo` absent).
 */
export function WorkAssignment({
  assignedTo,
  assign,
}: {
  assignedTo: JobAssignee | null | undefined;
  assign: AssignMutation;
}) {
  const { isOwner } = useAssignableMembers();
  if (assignedTo === undefined) return null;
  return (
    <div className="tl-work-assignment">
      <span>
        {t("practiceAssignment.assignedToFact")}: {assignedTo?.name ?? "—"}
      </span>
      {isOwner && (
        <div className="tl-job__assign">
          <AssigneePicker
            assign={assign}
            current={assignedTo?.userId}
            submitText={t("practiceAssignment.assignSubmit")}
          />
        </div>
      )}
    </div>
  );
}
