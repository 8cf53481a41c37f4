import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

/**
 * The practice and member of a practice's job, as facts of its page; nothing for a solo professional's.
 * Kept apart from the assignment controls, whose member picker the taxpayer's page never needs.
 */
export function JobPracticeFacts({ job, side }: { job: TaxPreparationDetail; side: "expert" | "taxpayer" }) {
  if (!job.practice || !job.assignedTo) return null;
  return (
    <>
      <div>
        <dt>{t(side === "expert" ? "practiceAssignment.practiceFact" : "taxPreparation.practiceFact")}</dt>
        <dd>{job.practice.name}</dd>
      </div>
      <div>
        <dt>
          {side === "expert" ? t("practiceAssignment.assignedToFact") : t("taxPreparation.workingOnItFact")}
        </dt>
        <dd>{job.assignedTo.name}</dd>
      </div>
    </>
  );
}
