import { FREE_TRIAL_DAYS, MAX_EXPERT_INTRODUCTIONS } from "@taxlane/contract";
import { legal } from "@taxlane/contract/i18n/local/legal";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { usePageTitle } from "../../../lib/use-page-title";
import "./legal-page.css";

const values = [
  {
    title: "Trust is earned and checked",
    text: "Every professional on Taxlane is an attorney, a CPA, an enrolled agent or a registered tax preparer, and our team checks credentials before they show as verified.",
  },
  {
    title: "Your information stays yours",
    text: "Documents are encrypted, Social Security numbers are encrypted and masked, and only the professionals you are introduced to or choose can see your details. We never sell data.",
  },
  {
    title: "Plain language",
    text: "Taxes are complicated enough. We explain things simply, show prices up front and write our policies to be read, not skimmed past.",
  },
  {
    title: "Fair to both sides",
    text: "Taxpayers deserve clear choices and honest quotes; professionals deserve well-described requests and clients who are ready to work. A good match serves both.",
  },
] as const;

export function AboutPage() {
  usePageTitle(legal.aboutTitle);
  return (
    <article aria-labelledby="about-title">
      <header className="tl-legal__hero">
        <Container className="tl-legal__hero-inner">
          <p className="tl-legal__eyebrow">About us</p>
          <h1 id="about-title" className="tl-legal__title">
            About Taxlane
          </h1>
          <p className="tl-legal__subtitle">
            We help individuals and businesses find the right tax professional, and help tax professionals
            find clients who need exactly what they do.
          </p>
        </Container>
      </header>

      <section className="tl-about__section" aria-labelledby="about-mission">
        <Container>
          <div className="tl-prose">
            <h2 id="about-mission" className="tl-about__heading">
              Our mission
            </h2>
            <p>
              Finding a tax professional usually means asking friends, scrolling through search results and
              hoping for the best. Taxlane exists to make that choice easier and safer: to match people with
              qualified professionals who fit their situation, and to give both sides one secure place to work
              together.
            </p>
            <p>
              We are not a tax preparer ourselves. The professionals on Taxlane are independent, and they do
              the tax work. Our job is to make the introduction a good one, keep your information safe, and
              take the friction out of everything around the return: quotes, messages, appointments and
              documents.
            </p>
          </div>
        </Container>
      </section>

      <section className="tl-about__section tl-about__section--subtle" aria-labelledby="about-how">
        <Container>
          <h2 id="about-how" className="tl-about__heading">
            How it works
          </h2>
          <div className="tl-about__columns">
            <div className="tl-about__card">
              <h3 className="tl-about__card-title">For taxpayers</h3>
              <ol className="tl-about__steps">
                <li>Answer a short questionnaire about your taxes, as an individual or a business.</li>
                <li>
                  Get up to {MAX_EXPERT_INTRODUCTIONS} introductions to professionals who fit, usually within
                  hours.
                </li>
                <li>Compare their profiles, reviews and quotes, and choose by accepting a quote.</li>
                <li>
                  Message your professional, book appointments in person, by phone or by video, upload
                  documents and follow your return until it is filed.
                </li>
              </ol>
            </div>
            <div className="tl-about__card">
              <h3 className="tl-about__card-title">For tax professionals</h3>
              <ol className="tl-about__steps">
                <li>
                  Create a profile with your credentials, services and pricing; we verify the credentials.
                </li>
                <li>Receive requests from taxpayers whose needs match your work.</li>
                <li>Send quotes, and start working as soon as a taxpayer accepts.</li>
                <li>
                  Manage appointments, collect documents securely and deliver finished returns in one place,
                  starting with a {FREE_TRIAL_DAYS}-day free trial.
                </li>
              </ol>
            </div>
          </div>
        </Container>
      </section>

      <section className="tl-about__section" aria-labelledby="about-values">
        <Container>
          <h2 id="about-values" className="tl-about__heading">
            What we value
          </h2>
          <ul className="tl-about__values">
            {values.map((value) => (
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
                We would like to hear from you
              </h2>
              <p className="tl-about__contact-text">
                Questions, feedback or press enquiries: write to us and our team will reply. Read our{" "}
                <Link to="/faq" className="tl-about__contact-link">
                  FAQ
                </Link>{" "}
                for quick answers.
              </p>
            </div>
            <ButtonLink to="/contact-us" variant="inverse" size="lg">
              Contact us
            </ButtonLink>
          </div>
        </Container>
      </section>
    </article>
  );
}
