import { Container } from "../../../components/ui/Container";
import "./home-sections.css";

export interface Step {
  title: string;
  text: string;
}

export const taxpayerSteps: readonly Step[] = [
  {
    title: "Tell us what you need",
    text: "Answer a few questions about your return or your business. It takes a few minutes.",
  },
  {
    title: "Meet up to 5 professionals",
    text: "We introduce you to tax professionals who fit your situation, usually within hours.",
  },
  {
    title: "Compare and choose",
    text: "Read their profiles and reviews, ask for quotes, and pick the one you trust.",
  },
];

interface HowItWorksProps {
  steps?: readonly Step[];
  title?: string;
  id?: string;
}

/** Three numbered steps under a section title. */
export function HowItWorks({
  steps = taxpayerSteps,
  title = "How it works",
  id = "how-it-works",
}: HowItWorksProps) {
  return (
    <section className="tl-steps" aria-labelledby={id}>
      <Container>
        <h2 id={id} className="tl-section-title">
          {title}
        </h2>
        <ol className="tl-steps__list">
          {steps.map((step, index) => (
            <li key={step.title} className="tl-steps__item">
              <span className="tl-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="tl-steps__title">{step.title}</h3>
              <p className="tl-steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
