import { t } from "@taxlane/contract/i18n";
import type { OrganizerFlowId } from "@taxlane/organizer";
import { useId } from "react";
import type { SectionProgress } from "./organizer-model";

interface SectionProgressListProps {
  sections: readonly SectionProgress[];
  currentFlowId: OrganizerFlowId | null;
  /** Go to a section's first step not done yet; without it the list only shows progress. */
  onOpen?: (stepId: string) => void;
}

const countText = (section: SectionProgress) =>
  section.done === section.total
    ? t("organizerFields.sectionDone")
    : t("organizerFields.stepsDone", { done: section.done, total: section.total });

/** The organizer's sections with how many of their steps are done; the one on screen is marked. */
export function SectionProgressList({ sections, currentFlowId, onOpen }: SectionProgressListProps) {
  const headingId = useId();
  return (
    <nav className="tl-org-sections" aria-labelledby={headingId}>
      <h2 id={headingId} className="tl-org-sections__title">
        {t("organizerFields.sections")}
      </h2>
      <ol className="tl-org-sections__list">
        {sections.map((section) => {
          const current = section.flowId === currentFlowId;
          const complete = section.done === section.total;
          const body = (
            <>
              <span className="tl-org-sections__name">{section.title}</span>
              <span className="tl-org-sections__count">{countText(section)}</span>
              <span className="tl-org-sections__track" aria-hidden="true">
                <span
                  className="tl-org-sections__bar"
                  style={{ width: `${section.total === 0 ? 0 : (section.done / section.total) * 100}%` }}
                />
              </span>
            </>
          );
          const className = [
            "tl-org-sections__item",
            current && "tl-org-sections__item--current",
            complete && "tl-org-sections__item--done",
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <li key={section.flowId}>
              {onOpen !== undefined && section.firstOpenStepId !== null ? (
                <button
                  type="button"
                  className={className}
                  aria-current={current ? "step" : undefined}
                  onClick={() => section.firstOpenStepId !== null && onOpen(section.firstOpenStepId)}
                >
                  {body}
                </button>
              ) : (
                <div className={className}>{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
