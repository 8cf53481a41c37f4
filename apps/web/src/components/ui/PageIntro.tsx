import type { ReactNode } from "react";
import { Container } from "./Container";
import "./page-intro.css";

export interface PageIntroProps {
  /** The small line above the title ("Directory", "Taxlane blog"). */
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
}

/** The tinted band that opens a public list page: eyebrow, the page's h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead }: PageIntroProps) {
  return (
    <header className="tl-page-intro">
      <Container>
        <p className="tl-page-intro__eyebrow">{eyebrow}</p>
        <h1 className="tl-page-intro__title">{title}</h1>
        <p className="tl-page-intro__lead">{lead}</p>
      </Container>
    </header>
  );
}
