import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { usePageTitle } from "../../../lib/use-page-title";
import "./legal-page.css";

/** The words of the about page in one language; the page's sections and ids are the same in each. */
export interface AboutWords {
  readonly pageTitle: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly subtitle: string;
  /** Under the title: in a translation, the line saying the English version governs. */
  readonly notice?: ReactNode;
  readonly missionHeading: string;
  readonly mission: readonly string[];
  readonly howHeading: string;
  readonly columns: readonly { readonly title: string; readonly steps: readonly ReactNode[] }[];
  readonly valuesHeading: string;
  readonly values: readonly { readonly title: string; readonly text: string }[];
  readonly contactHeading: string;
  /** The contact paragraph, with its link to the FAQ. */
  readonly contactText: ReactNode;
  readonly contactButton: string;
}

/** The about page, laid out once for every language's words. */
export function AboutLayout({ words }: { readonly words: AboutWords }) {
  usePageTitle(words.pageTitle);
  return (
    <article aria-labelledby="about-title">
      <header className="tl-legal__hero">
        <Container className="tl-legal__hero-inner">
          <p className="tl-legal__eyebrow">{words.eyebrow}</p>
          <h1 id="about-title" className="tl-legal__title">
            {words.title}
          </h1>
          <p className="tl-legal__subtitle">{words.subtitle}</p>
          {words.notice}
        </Container>
      </header>

      <section className="tl-about__section" aria-labelledby="about-mission">
        <Container>
          <div className="tl-prose">
            <h2 id="about-mission" className="tl-about__heading">
              {words.missionHeading}
            </h2>
            {words.mission.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </section>

      <section className="tl-about__section tl-about__section--subtle" aria-labelledby="about-how">
        <Container>
          <h2 id="about-how" className="tl-about__heading">
            {words.howHeading}
          </h2>
          <div className="tl-about__columns">
            {words.columns.map((column) => (
              <div key={column.title} className="tl-about__card">
                <h3 className="tl-about__card-title">{column.title}</h3>
                <ol className="tl-about__steps">
                  {column.steps.map((step, index) => (
                    // The steps are fixed text in a fixed order: the position is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </Container>
      </section>

      <section className="tl-about__section" aria-labelledby="about-values">
        <Container>
          <h2 id="about-values" className="tl-about__heading">
            {words.valuesHeading}
          </h2>
          <ul className="tl-about__values">
            {words.values.map((value) => (
              <li key={value.title} className="tl-about__value">
                <h3 className="tl-about__value-title">{value.title}</h3>
                <p className="tl-about__value-text">{value.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="tl-about__section" aria-labelledby="about-contact">
        <Container>
          <div className="tl-about__contact">
            <div>
              <h2 id="about-contact" className="tl-about__contact-title">
                {words.contactHeading}
              </h2>
              <p className="tl-about__contact-text">{words.contactText}</p>
            </div>
            <ButtonLink to="/contact-us" variant="inverse" size="lg">
              {words.contactButton}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </article>
  );
}
