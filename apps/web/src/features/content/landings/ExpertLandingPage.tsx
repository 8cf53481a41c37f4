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
import { expertLanding } from "@taxlane/contract/i18n/en/expertLanding";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

const panelRows = [
  {
    label: expertLanding.individualApplication,
    detail: expertLanding.sampleW2Rental,
    badge: expertLanding.sendQuote,
  },
  {
    label: expertLanding.businessApplication,
    detail: expertLanding.sampleSCorporation,
    badge: expertLanding.sendQuote,
  },
  {
    label: expertLanding.individualApplication,
    detail: expertLanding.sampleFreelancer,
    badge: expertLanding.quoteSent,
  },
] as const;

const benefits: readonly Benefit[] = [
  {
    title: expertLanding.benefitRequests,
    text: expertLanding.benefitRequestsText,
    icon: benefitIcons.inbox,
  },
  {
    title: expertLanding.benefitQuotes,
    text: expertLanding.benefitQuotesText,
    icon: benefitIcons.quote,
  },
  {
    title: expertLanding.benefitCalendar,
    text: expertLanding.benefitCalendarText,
    icon: benefitIcons.calendar,
  },
  {
    title: expertLanding.benefitDocuments,
    text: expertLanding.benefitDocumentsText,
    icon: benefitIcons.shield,
  },
  {
    title: expertLanding.benefitReturns,
    text: expertLanding.benefitReturnsText,
    icon: benefitIcons.file,
  },
];

const steps: readonly Step[] = [
  {
    title: expertLanding.stepProfile,
    text: expertLanding.stepProfileText,
  },
  {
    title: expertLanding.stepQuote,
    text: expertLanding.stepQuoteText,
  },
  {
    title: expertLanding.stepWork,
    text: expertLanding.stepWorkText,
  },
];

/** /expert: the tax-professional landing. */
export function ExpertLandingPage() {
  usePageTitle(expertLanding.pageTitle);
  return (
    <>
      <section className="tl-landing-hero" aria-labelledby="expert-title">
        <Container className="tl-landing-hero__inner">
          <div className="tl-landing-hero__copy">
            <p className="tl-landing-hero__eyebrow">{expertLanding.eyebrow}</p>
            <h1 id="expert-title" className="tl-landing-hero__title">
              {expertLanding.title}
            </h1>
            <p className="tl-landing-hero__lead">{expertLanding.lead}</p>
            <div className="tl-landing-hero__actions">
              <ButtonLink to="/signup/expert" size="lg">
                {formatPlain(expertLanding.startTrialDays, { days: FREE_TRIAL_DAYS })}
              </ButtonLink>
              <a href="#book-demo" className={buttonClassName({ variant: "secondary", size: "lg" })}>
                {expertLanding.bookDemo}
              </a>
            </div>
            <p className="tl-landing-hero__note">
              <Link to="/pricing">{expertLanding.plansAndPricing}</Link>
            </p>
          </div>
          <HeroPanel title={expertLanding.newRequests} rows={panelRows} />
        </Container>
      </section>

      <BenefitCards id="expert-benefits" title={expertLanding.everythingYouNeed} benefits={benefits} />

      <HowItWorks id="expert-how" steps={steps} />

      <section className="tl-trial-band" aria-labelledby="expert-trial">
        <Container className="tl-trial-band__inner">
          <div>
            <h2 id="expert-trial" className="tl-trial-band__title">
              {formatPlain(expertLanding.tryFreeFor, { days: FREE_TRIAL_DAYS })}
            </h2>
            <p className="tl-trial-band__text">
              {billingTexts.trial} {billingTexts.unlocks} {billingTexts.without}
            </p>
          </div>
          <div className="tl-trial-band__actions">
            <ButtonLink to="/signup/expert" variant="inverse" size="lg">
              {expertLanding.startTrial}
            </ButtonLink>
            <Link to="/pricing" className="tl-trial-band__link">
              {expertLanding.comparePlans}
            </Link>
          </div>
        </Container>
      </section>

      <section id="book-demo" className="tl-demo" aria-labelledby="book-demo-title">
        <Container className="tl-demo__inner">
          <div className="tl-demo__copy">
            <h2 id="book-demo-title" className="tl-demo__title">
              {expertLanding.bookDemo}
            </h2>
            <p>{expertLanding.demoText}</p>
          </div>
          <BookDemoForm />
        </Container>
      </section>
    </>
  );
}
