import { practiceRoleMay, type TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Select, Space } from "antd";
import { useId, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { usePracticeSeat } from "../../entities/practice";
import { problemText } from "../../lib/problem-text";
import { useAssignJobs } from "./api";

/** The practice and member of a practice's job, as facts of its page; nothing for a solo professional's. */
export function JobPracticeFacts({ job, side }: { job: TaxPreparationDetail; side: "expert" | "taxpayer" }) {
  if (!job.practice || !job.assignedTo) return null;
  return (
    <>
      <div>
        <dt>{t("practiceAssignment.practiceFact")}</dt>
        <dd>{job.practice.name}</dd>
      </div>
      <div>
        <dt>
          {side === "expert"
            ? t("practiceAssignment.assignedToFact")
            : t("practiceAssignment.workingOnItFact")}
        </dt>
        <dd>{job.assignedTo.name}</dd>
      </div>
    </>
  );
}

/** The members an owner may give work to: those whose role works returns (an assistant does not). */
export function useAssignableMembers() {
  const { practice } = usePracticeSeat();
  const isOwner = practice?.myRole === "owner";
  const members = (practice?.members ?? []).filter((member) =>
    practiceRoleMay(member.role, "jobs", member.seesAllJobs),
  );
  return { isOwner, options: members.map((member) => ({ value: member.userId, label: member.name })) };
}

/**
 * "Assign to": a member to choose and the button that gives them the jobs, with the refusal in words.
 * `current` is who works the jobs now (choosing them again sends nothing).
 */
function AssigneePicker({
  quoteIds,
  current,
  submitText,
  primary = false,
  onDone,
}: {
  quoteIds: readonly number[];
  current?: number;
  submitText: string;
  primary?: boolean;
  onDone?: () => void;
}) {
  const { options } = useAssignableMembers();
  const labelId = useId();
  const { message } = App.useApp();
  const assign = useAssignJobs();
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
            assign.mutate(
              { quoteIds: [...quoteIds], userId: chosen },
              {
                onSuccess: (answer) => {
                  void message.success(t("practiceAssignment.assignedDone", { name: answer.assignee }));
                  onDone?.();
                },
              },
            )
          }
        >
          {submitText}
        </Button>
      </Space>
      <FormAlert message={assign.isError ? problemText(assign.error) : null} />
    </>
  );
}

/** An owner's control on a practice's job: give it to another member. */
export function AssignJobControl({ job }: { job: TaxPreparationDetail }) {
  const { isOwner } = useAssignableMembers();
  if (!isOwner || !job.practice) return null;
  return (
    <div className="tl-job__assign">
      <AssigneePicker
        quoteIds={[job.quoteId]}
        current={job.assignedTo?.userId}
        submitText={t("practiceAssignment.assignSubmit")}
      />
    </div>
  );
}

/** An owner's bar over the jobs list: the jobs ticked go to the member chosen, all at once. */
export function BulkAssignBar({ selected, onDone }: { selected: readonly number[]; onDone: () => void }) {
  const { isOwner } = useAssignableMembers();
  if (!isOwner || selected.length === 0) return null;
  return (
    <section className="tl-jobs__bulk" aria-label={t("practiceAssignment.assignSelected")}>
      <span aria-live="polite">{t("practiceAssignment.selectedJobs", { count: selected.length })}</span>
      <AssigneePicker
        quoteIds={selected}
        submitText={t("practiceAssignment.assignSelected")}
        primary
        onDone={onDone}
      />
    </section>
  );
}
