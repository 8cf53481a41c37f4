import { type BillingInterval, billingTexts, FREE_TRIAL_DAYS } from "@taxlane/contract";
import { useState } from "react";
import { Link } from "react-router";
import { Spinner } from "../../components/loaders/Spinner";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { groupPlans } from "../../entities/plan";
import { usePageTitle } from "../../lib/use-page-title";
import { usePlans } from "./api";
import { IntervalToggle } from "./IntervalToggle";
import { PlanCard } from "./PlanCard";
import "./pricing.css";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { richText } from "../../lib/rich-text";

/** /pricing: the professionals' plans, monthly or yearly, and the terms in plain words. */
export function PricingPage() {
  usePageTitle(billing.pricingPageTitle);
  const [interval, setBillingInterval] = useState<BillingInterval>("month");
  const plans = usePlans();

  return (
    <>
      <section className="tl-pricing-hero" aria-labelledby="pricing-title">
        <Container className="tl-pricing-hero__inner">
          <h1 id="pricing-title" className="tl-pricing-hero__title">
            {billing.pricingHeading}
          </h1>
          <p className="tl-pricing-hero__lead">
            {billingTexts.whoPays} {formatPlain(billing.pricingLead, { days: FREE_TRIAL_DAYS })}
          </p>
          <p className="tl-pricing-hero__note">
            {billingTexts.unlocks} {billingTexts.without}
          </p>
          <IntervalToggle value={interval} onChange={setBillingInterval} />
        </Container>
      </section>

      <Container className="tl-pricing">
        {plans.isPending ? (
          <div className="tl-pricing__state" role="status">
            <Spinner size="lg" />
            <span>{billing.loadingPlans}</span>
          </div>
        ) : plans.isError ? (
          <div className="tl-pricing__state" role="alert">
            <p>{billing.plansLoadErrorRetry}</p>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              {billing.tryAgain}
            </Button>
          </div>
        ) : groupPlans(plans.data).length === 0 ? (
          <p className="tl-pricing__state">
            {richText(billing.noPlansOnSale, { link: (inner) => <Link to="/contact-us">{inner}</Link> })}
          </p>
        ) : (
          <div className="tl-pricing__groups">
            {groupPlans(plans.data).map((group) => (
              <section key={group.id} className="tl-pricing__group" aria-labelledby={`pricing-${group.id}`}>
                <h2 id={`pricing-${group.id}`} className="tl-pricing__group-title">
                  {group.title}
                </h2>
                <div className="tl-pricing__plans">
                  {group.plans.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} interval={interval} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}

        <section className="tl-pricing__terms" aria-labelledby="pricing-terms">
          <h2 id="pricing-terms" className="tl-pricing__group-title">
            {billing.termsHeading}
          </h2>
          <ul className="tl-pricing__terms-list">
            <li>{formatPlain(billing.termsCardAtSignUp, { days: FREE_TRIAL_DAYS })}</li>
            <li>{billing.termsCancel}</li>
            <li>{billingTexts.switching}</li>
            <li>{billingTexts.refunds}</li>
            <li>{billing.termsDollars}</li>
          </ul>
        </section>
      </Container>
    </>
  );
}
