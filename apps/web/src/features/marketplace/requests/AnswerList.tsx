import type { AnswerLine } from "@taxlane/organizer";
import "../../onboarding/onboarding.css";

/** Answers as label and value rows, styled as the taxpayer sees their own request. */
export function AnswerList({ lines }: { lines: readonly AnswerLine[] }) {
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
