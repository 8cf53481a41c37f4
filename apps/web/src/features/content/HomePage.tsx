import { billingTexts, FREE_TRIAL_DAYS } from "@taxlane/contract";
import { lazy, type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { usePageTitle } from "../../lib/use-page-title";
import { type Benefit, BenefitCards, benefitIcons } from "./home/BenefitCards";
import { FunFactUnlock } from "./home/FunFactUnlock";
import { HowItWorks } from "./home/HowItWorks";
import { StartChoices } from "./home/StartChoices";
import { WhenNear } from "./home/WhenNear";
import { HeroPanel } from "./landings/HeroPanel";
import "./home-page.css";
import { home } from "@taxlane/contract/i18n/local/home";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

// Below the fold: each loads as it comes near the viewport.
const Testimonials = lazy(() =>
  import("./home/Testimonials").then((module) => ({ default: module.Testimonials })),
);

const introductionRows = [
  { label: home.cpas, detail: home.cpasDetail },
  { label: home.enrolledAgents, detail: home.proofIrs },
  { label: home.taxAttorneys, detail: home.taxAttorneysDetail },
  { label: home.registeredPreparers, detail: home.proofYearly },
].map((row) => ({ ...row, badge: home.introduced }));

const whyUse: readonly Benefit[] = [
  {
    title: home.whyCredentials,
    text: home.whyCredentialsText,
    icon: benefitIcons.shield,
  },
  {
    title: home.whyIntroductions,
    text: home.whyIntroductionsText,
    icon: benefitIcons.clock,
  },
  {
    title: home.whyCompare,
    text: home.whyCompareText,
    icon: benefitIcons.compare,
  },
  {
    title: home.whyOnePlace,
    text: home.whyOnePlaceText,
    icon: benefitIcons.folder,
  },
];

/** The experts near the visitor and the newsletter sign-up belong to other features; the route passes them in. */
export function HomePage({
  expertsNearYou,
  newsletter,
}: {
  expertsNearYou: ReactNode;
  newsletter: ReactNode;
}) {
  usePageTitle(home.title);
  useEffect(() => {
    // A link to a section further down (/#newsletter) lands on its placeholder, which then loads it.
    if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, []);
  return (
    <>
      <section className="tl-hero" aria-labelledby="home-title">
        <Container className="tl-hero__inner">
          <div className="tl-hero__copy">
            <p className="tl-hero__eyebrow">{home.eyebrow}</p>
            <h1 id="home-title" className="tl-hero__title">
              {home.heroTitle}
            </h1>
            <p className="tl-hero__lead">{home.heroLead}</p>
            <StartChoices labelId="home-choice" />
            <p className="tl-hero__pro">
              {home.offeringServices}{" "}
              <Link to="/expert" className="tl-hero__pro-link">
                {home.imProfessional}
              </Link>
            </p>
            <FunFactUnlock />
          </div>
          <HeroPanel title={home.yourIntroductions} rows={introductionRows} />
        </Container>
      </section>

      <BenefitCards id="why-taxlane" title={home.whyHeading} benefits={whyUse} />

      <HowItWorks />

      <WhenNear space="tl-space--near-you">{expertsNearYou}</WhenNear>

      <WhenNear space="tl-space--testimonials">
        <Testimonials />
      </WhenNear>

      <section className="tl-pro-band" aria-labelledby="for-professionals">
        <Container className="tl-pro-band__inner">
          <div>
            <h2 id="for-professionals" className="tl-pro-band__title">
              {home.areYouProfessional}
            </h2>
            <p className="tl-pro-band__text">
              {formatPlain(home.proBandText, { days: FREE_TRIAL_DAYS })} {billingTexts.unlocks}
            </p>
          </div>
          <ButtonLink to="/expert" variant="inverse" size="lg">
            {home.learnMoreProfessionals}
          </ButtonLink>
        </Container>
      </section>

      <WhenNear space="tl-space--newsletter" id="newsletter">
        {newsletter}
      </WhenNear>
    </>
  );
}
