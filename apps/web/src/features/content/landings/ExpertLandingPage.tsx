import { billingTexts, FREE_TRIAL_DAYS } from "@taxlane/contract";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { buttonClassName } from "../../../components/ui/button-styles";
import { Container } from "../../../components/ui/Container";
import { usePageTitle } from "../../../lib/use-page-title";
import { type Benefit, BenefitCards, benefitIcons } from "../home/BenefitCards";
import { HowItWorks, type Step } from "../home/HowItWorks";
import { BookDemoForm } from "./BookDemoForm";
import { HeroPanel } from "./HeroPanel";
import "./landings.css";

const panelRows = [
  { label: "Individual Tax Application", detail: "W-2 income and a rental home", badge: "Send Quote" },
  { label: "Business Tax Application", detail: "S corporation with two owners", badge: "Send Quote" },
  { label: "Individual Tax Application", detail: "Freelancer with 1099 income", badge: "Quote sent" },
] as const;

const benefits: readonly Benefit[] = [
  {
    title: "Qualified requests, routed to you",
    text: "Taxpayers answer our questions first, so the requests you get fit the work you do and where you do it.",
    icon: benefitIcons.inbox,
  },
  {
    title: "Quotes in a few clicks",
    text: "Read a request's details and send your quote; the taxpayer compares and chooses.",
    icon: benefitIcons.quote,
  },
  {
    title: "Your calendar, in sync",
    text: "Approve or decline appointment requests and keep them in step with the calendar you already use.",
    icon: benefitIcons.calendar,
  },
  {
    title: "Secure documents",
    text: "Clients upload W-2s, 1099s and statements to one secure place, and you download them when you need them.",
    icon: benefitIcons.shield,
  },
  {
    title: "Deliver returns",
    text: "Upload the finished return for your client and keep every preparation's status in one table.",
    icon: benefitIcons.file,
  },
];

const steps: readonly Step[] = [
  {
    title: "Create your profile",
    text: "Tell taxpayers about your credentials, services and how you work with clients.",
  },
  {
    title: "Receive requests and quote",
    text: "We send you taxpayers who need your kind of help; you send quotes to the ones you want.",
  },
  {
    title: "Work with clients",
    text: "Message, meet, collect documents and deliver the return, all in one place.",
  },
];

/** /expert: the tax-professional landing. */
export function ExpertLandingPage() {
  usePageTitle("For tax professionals");
  return (
    <>
      <section className="tl-landing-hero" aria-labelledby="expert-title">
        <Container className="tl-landing-hero__inner">
          <div className="tl-landing-hero__copy">
            <p className="tl-landing-hero__eyebrow">
              For CPAs, enrolled agents, attorneys and registered preparers
            </p>
            <h1 id="expert-title" className="tl-landing-hero__title">
              Grow your practice with Taxlane
            </h1>
            <p className="tl-landing-hero__lead">
              Get introduced to taxpayers who need you, send quotes and run your season from one place.
            </p>
            <div className="tl-landing-hero__actions">
              <ButtonLink to="/signup/expert" size="lg">
                Start your {FREE_TRIAL_DAYS}-day free trial
              </ButtonLink>
              <a href="#book-demo" className={buttonClassName({ variant: "secondary", size: "lg" })}>
                Book a demo
              </a>
            </div>
            <p className="tl-landing-hero__note">
              <Link to="/pricing">See plans and pricing</Link>
            </p>
          </div>
          <HeroPanel title="New requests" rows={panelRows} />
        </Container>
      </section>

      <BenefitCards id="expert-benefits" title="Everything your practice needs" benefits={benefits} />

      <HowItWorks id="expert-how" steps={steps} />

      <section className="tl-trial-band" aria-labelledby="expert-trial">
        <Container className="tl-trial-band__inner">
          <div>
            <h2 id="expert-trial" className="tl-trial-band__title">
              Try it free for {FREE_TRIAL_DAYS} days
            </h2>
            <p className="tl-trial-band__text">
              {billingTexts.trial} {billingTexts.unlocks} {billingTexts.without}
            </p>
          </div>
          <div className="tl-trial-band__actions">
            <ButtonLink to="/signup/expert" variant="inverse" size="lg">
              Start your free trial
            </ButtonLink>
            <Link to="/pricing" className="tl-trial-band__link">
              Compare plans
            </Link>
          </div>
        </Container>
      </section>

      <section id="book-demo" className="tl-demo" aria-labelledby="book-demo-title">
        <Container className="tl-demo__inner">
          <div className="tl-demo__copy">
            <h2 id="book-demo-title" className="tl-demo__title">
              Book a demo
            </h2>
            <p>
              See how Taxlane works for a practice like yours in a 30-minute call. Tell us how to reach you
              and we'll e-mail you to set up a time.
            </p>
          </div>
          <BookDemoForm />
        </Container>
      </section>
    </>
  );
}
