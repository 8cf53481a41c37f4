import type { BillingInterval } from "@taxlane/contract";
import { billing } from "@taxlane/contract/i18n/local/billing";

// Labels are read when shown, so they follow the page's language.
const choices: readonly { value: BillingInterval; label: () => string }[] = [
  { value: "month", label: () => billing.intervalMonthly },
  { value: "year", label: () => billing.intervalYearly },
];

interface IntervalToggleProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}

/** Monthly or yearly billing: two radio buttons drawn as a segmented control. */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  return (
    <fieldset className="tl-interval">
      <legend className="tl-visually-hidden">{billing.billingPeriod}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="tl-interval__option">
          <input
            type="radio"
            name="billing-interval"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="tl-interval__input"
          />
          <span className="tl-interval__label">{choice.label()}</span>
        </label>
      ))}
    </fieldset>
  );
}
