import type { AnswerLine } from "@taxlane/organizer";
// The list's look belongs to the questionnaire, where taxpayers first see their answers in words.
import "./answers-list.css";

/**
 * Answers in words as label and value rows. Free of antd: the public questionnaire shows it too.
 */
export function AnswersList({ lines }: { lines: readonly AnswerLine[] }) {
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
