import { type ReactNode, useId } from "react";
import type { QuoteGroup } from "./quote-groups";

/** One request's quotes under the request's kind, date and answers. */
export function QuoteGroupSection({ group, children }: { group: QuoteGroup; children: ReactNode }) {
  const headingId = useId();
  const summaryId = useId();
  const withSummary = group.summary !== "";
  // Two requests of one kind sent the same day share a title; their answers tell them apart.
  return (
    <section
      className="tl-quote-group"
      aria-labelledby={withSummary ? `${headingId} ${summaryId}` : headingId}
    >
      <div className="tl-quote-group__head">
        <h3 id={headingId} className="tl-quote-group__title">
          {group.title}
        </h3>
        {withSummary && (
          <p id={summaryId} className="tl-quote-group__summary">
            {group.summary}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}
