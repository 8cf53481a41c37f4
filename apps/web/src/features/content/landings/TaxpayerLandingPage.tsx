import { billingTexts } from "@taxlane/contract";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { usePageTitle } from "../../../lib/use-page-title";
import { type Benefit, BenefitCards, benefitIcons } from "../home/BenefitCards";
import { HowItWorks } from "../home/HowItWorks";
import { StartChoices } from "../home/StartChoices";
import { HeroPanel } from "./HeroPanel";
import "./landings.css";
import { landing } from "@taxlane/contract/i18n/local/landing";

const panelRows = [
  { label: landing.sampleCpa, detail: landing.sampleFee5, badge: landing.quoteReceived },
  { label: landing.sampleEnrolledAgent, detail: landing.sampleFee3, badge: landing.quoteReceived },
  { label: landing.sampleRegisteredPreparer, detail: landing.sampleFeeWeek, badge: landing.quoteReceived },
] as const;

const whatYouGet: readonly Benefit[] = [
  {
    title: landing.upToFiveIntroductions,
    text: landing.landingIntroductionsText,
    icon: benefitIcons.clock,
  },
  {
    title: landing.landingCompare,
    text: landing.landingCompareText,
    icon: benefitIcons.compare,
  },
  {
    title: landing.landingSecure,
    text: landing.landingSecureText,
    icon: benefitIcons.folder,
  },
];

/** /taxpayer: the landing for individuals and businesses looking for tax help. */
/** The newsletter sign-up belongs to its own feature; the route passes it in. */
export function TaxpayerLandingPage({ newsletter }: { newsletter: ReactNode }) {
  usePageTitle(landing.pageTitle);
  return (
    <>
      <section className="tl-landing-hero" aria-labelledby="taxpayer-title">
        <Container className="tl-landing-hero__inner">
          <div className="tl-landing-hero__copy">
            <p className="tl-landing-hero__eyebrow">{landing.landingEyebrow}</p>
            <h1 id="taxpayer-title" className="tl-landing-hero__title">
              {landing.landingTitle}
            </h1>
            <p className="tl-landing-hero__lead">{landing.heroLead}</p>
            <StartChoices labelId="taxpayer-choice" />
          </div>
          <HeroPanel title={landing.yourQuotes} rows={panelRows} />
        </Container>
      </section>

      <BenefitCards id="taxpayer-get" title={landing.landingWhatYouGet} benefits={whatYouGet} />

      <HowItWorks id="taxpayer-how" />

      <section className="tl-faq-teaser" aria-labelledby="taxpayer-faq">
        <Container className="tl-faq-teaser__inner">
          <div>
            <h2 id="taxpayer-faq" className="tl-faq-teaser__title">
              {landing.landingQuestions}
            </h2>
            <p>
              {landing.landingQuestionsText} {billingTexts.whoPays}
            </p>
          </div>
          <ButtonLink to="/faq" variant="secondary" size="lg">
            {landing.readFaq}
          </ButtonLink>
        </Container>
      </section>

      {newsletter}
    </>
  );
}
