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

const panelRows = [
  { label: "CPA", detail: "Fixed fee, ready in 5 days", badge: "Quote received" },
  { label: "Enrolled agent", detail: "Fixed fee, ready in 3 days", badge: "Quote received" },
  { label: "Registered tax preparer", detail: "Fixed fee, ready in a week", badge: "Quote received" },
] as const;

const whatYouGet: readonly Benefit[] = [
  {
    title: "Up to 5 introductions within hours",
    text: "Professionals who fit your return or your business, usually the same day you ask.",
    icon: benefitIcons.clock,
  },
  {
    title: "Compare quotes and reviews",
    text: "See each professional's quote, credentials and what other taxpayers said, then choose.",
    icon: benefitIcons.compare,
  },
  {
    title: "Secure messages, documents and organizer",
    text: "Talk to your professional, share documents safely and fill in a guided organizer for your return.",
    icon: benefitIcons.folder,
  },
];

/** /taxpayer: the landing for individuals and businesses looking for tax help. */
/** The newsletter sign-up belongs to its own feature; the route passes it in. */
export function TaxpayerLandingPage({ newsletter }: { newsletter: ReactNode }) {
  usePageTitle("For taxpayers");
  return (
    <>
      <section className="tl-landing-hero" aria-labelledby="taxpayer-title">
        <Container className="tl-landing-hero__inner">
          <div className="tl-landing-hero__copy">
            <p className="tl-landing-hero__eyebrow">For individuals and businesses</p>
            <h1 id="taxpayer-title" className="tl-landing-hero__title">
              Tax help from a professional you choose
            </h1>
            <p className="tl-landing-hero__lead">
              Whether it's your own return or your company's books, we'll introduce you to CPAs, enrolled
              agents, attorneys and registered preparers who fit, each marked with whether we have verified
              their credentials.
            </p>
            <StartChoices labelId="taxpayer-choice" />
          </div>
          <HeroPanel title="Your quotes" rows={panelRows} />
        </Container>
      </section>

      <BenefitCards id="taxpayer-get" title="What you get" benefits={whatYouGet} />

      <HowItWorks id="taxpayer-how" />

      <section className="tl-faq-teaser" aria-labelledby="taxpayer-faq">
        <Container className="tl-faq-teaser__inner">
          <div>
            <h2 id="taxpayer-faq" className="tl-faq-teaser__title">
              Questions before you start?
            </h2>
            <p>
              How introductions work, what it costs, how we keep your documents safe: it's all in the FAQ.{" "}
              {billingTexts.whoPays}
            </p>
          </div>
          <ButtonLink to="/faq" variant="secondary" size="lg">
            Read the FAQ
          </ButtonLink>
        </Container>
      </section>

      {newsletter}
    </>
  );
}
