import type { TaxPreparationDetail } from "@taxlane/contract";
import { type QuestionnaireKind, summarizeAnswers } from "@taxlane/organizer";
// The answers read as the taxpayer's waiting requests show them, in the same list style.
import "../onboarding/onboarding.css";

export function requestKindOf(job: Pick<TaxPreparationDetail, "isIndividual">): QuestionnaireKind {
  return job.isIndividual ? "individual" : "business";
}

/** The answers the taxpayer sent with the request, in words. */
export function RequestAnswers({ job }: { job: Pick<TaxPreparationDetail, "isIndividual" | "answers"> }) {
  const lines = summarizeAnswers(requestKindOf(job), job.answers);
  if (lines.length === 0) return <p className="tl-job__note">No answers were given with this request.</p>;
  return (
    <dl className="tl-answers">
      {lines.map((line) => (
        <div key={line.key} className="tl-answers__row">
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
