import type { BillingInterval, Plan } from "@taxlane/contract";
import { billing } from "@taxlane/contract/i18n/local/billing";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { ButtonLink } from "../../components/ui/Button";
import { choosePlanPath, formatUsd, monthlyEquivalent, yearlySaving } from "../../entities/plan";

interface PlanCardProps {
  plan: Plan;
  interval: BillingInterval;
}

export function PlanCard({ plan, interval }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const saving = yearlySaving(plan);
  return (
    <article className="tl-plan" aria-labelledby={titleId}>
      <div className="tl-plan__head">
        <h3 id={titleId} className="tl-plan__name">
          {plan.name}
        </h3>
        {plan.trialDays > 0 && (
          <p className="tl-plan__trial">{formatPlain(billing.trialBadge, { days: plan.trialDays })}</p>
        )}
      </div>
      <p className="tl-plan__description">{plan.description}</p>
      {interval === "month" ? (
        <div className="tl-plan__price">
          <p>
            <span className="tl-plan__amount">{formatUsd(plan.monthlyPrice)}</span>
            <span className="tl-plan__per"> {billing.perMonth}</span>
          </p>
          <p className="tl-plan__note">{billing.billedMonthly}</p>
        </div>
      ) : (
        <div className="tl-plan__price">
          <p>
            <span className="tl-plan__amount">{formatUsd(plan.yearlyPrice)}</span>
            <span className="tl-plan__per"> {billing.perYear}</span>
          </p>
          <p className="tl-plan__note">
            {formatPlain(billing.monthlyBilledYearly, { price: formatUsd(monthlyEquivalent(plan)) })}
            {saving > 0 && (
              <>
                {" · "}
                <strong className="tl-plan__saving">
                  {formatPlain(billing.saveAYear, { amount: formatUsd(saving) })}
                </strong>
              </>
            )}
          </p>
        </div>
      )}
      {plan.seats && (
        <p className="tl-plan__seats">
          {formatPlain(billing.planSeats, {
            included: plan.seats.included,
            price: formatUsd(
              (interval === "year" ? plan.seats.yearlyPriceCents : plan.seats.monthlyPriceCents) / 100,
            ),
            per: interval === "year" ? billing.aYear : billing.aMonth,
          })}
        </p>
      )}
      {plan.features.length > 0 && (
        <ul className="tl-plan__features" aria-label={formatPlain(billing.planIncludes, { plan: plan.name })}>
          {plan.features.map((feature) => (
            <li key={feature} className="tl-plan__feature">
              <svg className="tl-plan__check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to={choosePlanPath(plan, interval)} block className="tl-plan__choose">
        {billing.choosePlanButton}
        <span className="tl-visually-hidden"> {plan.name}</span>
      </ButtonLink>
    </article>
  );
}
