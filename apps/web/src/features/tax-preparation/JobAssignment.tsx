import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { AssigneePicker, useAssignableMembers } from "../../entities/practice";
import { useAssignJobs } from "./api";

/** The picker giving these jobs to a member. */
function JobsPicker({
  quoteIds,
  ...picker
}: { quoteIds: readonly number[] } & Omit<Parameters<typeof AssigneePicker>[0], "assign">) {
  const assign = useAssignJobs(quoteIds);
  return <AssigneePicker assign={assign} {...picker} />;
}

/** An owner's control on a practice's job: give it to another member. */
export function AssignJobControl({ job }: { job: TaxPreparationDetail }) {
  const { isOwner } = useAssignableMembers();
  if (!isOwner || !job.practice) return null;
  return (
    <div className="tl-job__assign">
      <JobsPicker
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
      <JobsPicker
        quoteIds={selected}
        submitText={t("practiceAssignment.assignSelected")}
        primary
        onDone={onDone}
      />
    </section>
  );
}
