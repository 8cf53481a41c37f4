import type { ReactNode } from "react";
import type { Wizard } from "./use-wizard";
import "./wizard.css";

interface WizardCardProps {
  /** The wizard (only its title id and heading ref are read, so other walkers of steps can use the card). */
  wizard: Pick<Wizard, "titleId" | "pageHeadingRef">;
  /** Extra class, e.g. a wider card. */
  className?: string;
  /** The page's level-1 heading; focus comes back to it when the screen changes as a whole. */
  title: ReactNode;
  children: ReactNode;
}

/** The wizard's card: a section labelled by its title, whatever screen it shows (a choice, a step, a review). */
export function WizardCard({ wizard, title, className, children }: WizardCardProps) {
  return (
    <section className={["tl-wizard", className].filter(Boolean).join(" ")} aria-labelledby={wizard.titleId}>
      <h1 id={wizard.titleId} ref={wizard.pageHeadingRef} tabIndex={-1} className="tl-wizard__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
