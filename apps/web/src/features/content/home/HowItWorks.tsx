import { Container } from "../../../components/ui/Container";
import "./home-sections.css";
import { home } from "@taxlane/contract/i18n/local/home";

export interface Step {
  title: string;
  text: string;
}

export const taxpayerSteps: readonly Step[] = [
  {
    title: home.stepNeed,
    text: home.stepNeedText,
  },
  {
    title: home.stepMeet,
    text: home.stepMeetText,
  },
  {
    title: home.stepChoose,
    text: home.stepChooseText,
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
  title = home.howItWorks,
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
