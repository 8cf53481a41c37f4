import type { CSSProperties, ReactNode } from "react";
import { Container } from "../../../components/ui/Container";
import "./home-sections.css";

export interface Benefit {
  title: string;
  text: ReactNode;
  /** A 24 × 24 outline drawing, as SVG path data. */
  icon: string;
}

/** Simple outline drawings for the benefit cards. */
export const benefitIcons = {
  shield: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zm-3.5 9l2.5 2.5 4.5-4.5",
  clock: "M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 2",
  compare: "M4 6h7v12H4zM13 6h7v12h-7zM6.5 10h2M15.5 10h2M6.5 13h2M15.5 13h2",
  folder: "M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2zm6 6h6",
  inbox: "M3 13l3-8h12l3 8v5a1 1 0 01-1 1H4a1 1 0 01-1-1zm0 0h5l1 2h6l1-2h5",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  quote: "M5 5h14v10H9l-4 4zM9 9h6M9 12h4",
  file: "M7 3h7l5 5v13H7zM14 3v5h5M10 14l2 2 3-4",
} as const;

interface BenefitCardsProps {
  id: string;
  title: string;
  lead?: string;
  benefits: readonly Benefit[];
}

/** A titled grid of benefit cards, each with an outline icon. */
export function BenefitCards({ id, title, lead, benefits }: BenefitCardsProps) {
  return (
    <section className="tl-benefits" aria-labelledby={id}>
      <Container>
        <h2 id={id} className="tl-section-title">
          {title}
        </h2>
        {lead && <p className="tl-section-lead">{lead}</p>}
        <ul
          className="tl-benefits__list"
          // Four cards sit in one row; three, five or six in rows of three.
          style={{ "--tl-benefit-columns": benefits.length === 4 ? 4 : 3 } as CSSProperties}
        >
          {benefits.map((benefit) => (
            <li key={benefit.title} className="tl-benefits__item">
              <svg
                className="tl-benefits__icon"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                aria-hidden="true"
              >
                <path
                  d={benefit.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <h3 className="tl-benefits__title">{benefit.title}</h3>
              <p className="tl-benefits__text">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
