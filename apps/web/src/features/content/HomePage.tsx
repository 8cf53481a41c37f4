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
import { home } from "@taxlane/contract/i18n/en/home";

// Below the fold: each loads as it comes near the viewport.
const Testimonials = lazy(() =>
  import("./home/Testimonials").then((module) => ({ default: module.Testimonials })),
);

const introductionRows = [
  { label: "CPAs", detail: "Returns, planning and bookkeeping" },
  { label: "Enrolled agents", detail: home.proofIrs },
  { label: "Tax attorneys", detail: "Audits, disputes and tax debt" },
  { label: "Registered preparers", detail: home.proofYearly },
].map((row) => ({ ...row, badge: "Introduced" }));

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
            <p className="tl-hero__lead">
              Tell us about your taxes and get up to 5 introductions to CPAs, enrolled agents, attorneys and
              registered preparers. See whose credentials we have verified, compare them and choose.
            </p>
            <StartChoices labelId="home-choice" />
            <p className="tl-hero__pro">
              {home.offeringServices}{" "}
              <Link to="/expert" className="tl-hero__pro-link">
                {home.imProfessional}
              </Link>
            </p>
            <FunFactUnlock />
          </div>
          <HeroPanel title="Your introductions" rows={introductionRows} />
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
              Receive requests from taxpayers who need your expertise, send quotes and work with clients in
              one place. Start with a {FREE_TRIAL_DAYS}-day free trial. {billingTexts.unlocks}
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
