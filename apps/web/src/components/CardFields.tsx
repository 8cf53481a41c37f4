import type { ReactNode } from "react";
import "./card-fields.css";

export interface CardField {
  key: string;
  title: string;
  value: ReactNode;
}

/**
 * A card's facts, a label and its value a row, as the lists that turn into cards on a phone show
 * each row (the jobs, a job's reminders). `className` names the list's own additions.
 */
export function CardFields({ fields, className }: { fields: readonly CardField[]; className?: string }) {
  return (
    <dl className={className === undefined ? "tl-card-fields" : `tl-card-fields ${className}`}>
      {fields.map((field) => (
        <div key={field.key} className="tl-card-fields__row">
          <dt>{field.title}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
