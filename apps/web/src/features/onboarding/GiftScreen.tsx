import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "../../components/loaders/Spinner";
import { Button, ButtonLink } from "../../components/ui/Button";
import { TAXPAYER_HOME } from "../../entities/account";
import { nextFactIndex, taxFunFacts } from "../../entities/tax-facts";
import { giftLead } from "./gift-text";
import "../../components/wizard/wizard.css";
import { onboarding } from "@taxlane/contract/i18n/local/onboarding";

/** How long the gift screen stays before moving on by itself, unless the person is reading facts. */
export const GIFT_SCREEN_MS = 7000;

/**
 * The fun-fact gift shown while matching runs (or, through an invitation, while the professional who
 * sent it gets the request): a fact, another on request, then the quotes page. Asking for another
 * fact stops the move, so nobody is hurried away mid-sentence.
 */
export function GiftScreen({ throughInvitation }: { throughInvitation: boolean }) {
  const navigate = useNavigate();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [index, setIndex] = useState(() => Math.floor(Math.random() * taxFunFacts.length));
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (staying) return;
    const timer = setTimeout(() => navigate(TAXPAYER_HOME, { replace: true }), GIFT_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [staying, navigate]);

  return (
    <section className="tl-wizard tl-gift" aria-labelledby={headingId}>
      <div className="tl-gift__mark">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <path
            d="M8 20h32v8H8zM11 28h26v14H11zM24 20v22M24 20c-3-6-12-8-12-2s9 2 12 2c3 0 12 4 12-2s-9-4-12 2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="tl-gift__title">
        {onboarding.giftTitle}
      </h1>
      <p className="tl-gift__lead" role="status">
        <Spinner />
        <span>{giftLead(throughInvitation)}</span>
      </p>
      <figure className="tl-gift__fact">
        <figcaption className="tl-gift__fact-label">{onboarding.funFact}</figcaption>
        <blockquote aria-live="polite">{taxFunFacts[index]}</blockquote>
      </figure>
      <div className="tl-wizard__actions tl-wizard__actions--center">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            setStaying(true);
            setIndex((current) => nextFactIndex(current));
          }}
        >
          {onboarding.anotherFunFact}
        </Button>
        <ButtonLink to={TAXPAYER_HOME} size="lg" replace>
          {onboarding.seeRequests}
        </ButtonLink>
      </div>
      {!staying && <p className="tl-gift__note">{onboarding.requestsOpenSoon}</p>}
    </section>
  );
}
