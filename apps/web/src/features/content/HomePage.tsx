import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { usePageTitle } from "../../lib/use-page-title";
import "./home-page.css";

const steps = [
  {
    title: "Tell us what you need",
    text: "Answer a few questions about your return or your business. It takes a few minutes.",
  },
  {
    title: "Meet up to 5 professionals",
    text: "We introduce you to vetted tax professionals who fit your situation, usually within hours.",
  },
  {
    title: "Compare and choose",
    text: "Read their profiles and reviews, ask for quotes, and pick the one you trust.",
  },
] as const;

const professions = ["CPAs", "Enrolled agents", "Tax attorneys", "Registered preparers"] as const;

export function HomePage() {
  usePageTitle("Find the right tax professional");
  return (
    <>
      <section className="tl-hero" aria-labelledby="home-title">
        <Container className="tl-hero__inner">
          <div className="tl-hero__copy">
            <p className="tl-hero__eyebrow">Tax help for individuals and businesses</p>
            <h1 id="home-title" className="tl-hero__title">
              Find the right tax professional for you
            </h1>
            <p className="tl-hero__lead">
              Tell us about your taxes and get up to 5 introductions to vetted CPAs, enrolled agents,
              attorneys and registered preparers, then compare them and choose.
            </p>
            <div className="tl-hero__choices">
              <p className="tl-hero__choices-label" id="home-choice">
                Start here:
              </p>
              <ul className="tl-hero__actions" aria-labelledby="home-choice">
                <li>
                  <ButtonLink to="/signup/tax-payer" size="lg" block>
                    I'm an individual
                  </ButtonLink>
                </li>
                <li>
                  <ButtonLink to="/signup/tax-payer" size="lg" block>
                    I'm a business
                  </ButtonLink>
                </li>
              </ul>
              <p className="tl-hero__pro">
                Offering tax services?{" "}
                <Link to="/signup/expert" className="tl-hero__pro-link">
                  I'm a tax professional
                </Link>
              </p>
            </div>
          </div>
          <div className="tl-hero__panel" aria-hidden="true">
            <p className="tl-hero__panel-title">Your introductions</p>
            <ul className="tl-hero__panel-list">
              {professions.map((profession) => (
                <li key={profession} className="tl-hero__panel-item">
                  <span className="tl-hero__avatar" />
                  <span className="tl-hero__panel-lines">
                    <span className="tl-hero__panel-name">{profession}</span>
                    <span className="tl-hero__panel-bar" />
                  </span>
                  <span className="tl-hero__panel-badge">Vetted</span>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <section className="tl-steps" aria-labelledby="how-it-works">
        <Container>
          <h2 id="how-it-works" className="tl-section-title">
            How it works
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

      <section className="tl-pro-band" aria-labelledby="for-professionals">
        <Container className="tl-pro-band__inner">
          <div>
            <h2 id="for-professionals" className="tl-pro-band__title">
              Are you a tax professional?
            </h2>
            <p className="tl-pro-band__text">
              Receive requests from taxpayers who need your expertise, send quotes and work with clients in
              one place. Start with a 30 day free trial.
            </p>
          </div>
          <ButtonLink to="/signup/expert" variant="inverse" size="lg">
            I'm a tax professional
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
