import type { BillingInterval } from "@taxlane/contract";

const choices: readonly { value: BillingInterval; label: string }[] = [
  { value: "month", label: "Monthly" },
  { value: "year", label: "Yearly" },
];

interface IntervalToggleProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}

/** Monthly or yearly billing: two radio buttons drawn as a segmented control. */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  return (
    <fieldset className="tl-interval">
      <legend className="tl-visually-hidden">Billing period</legend>
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
          <span className="tl-interval__label">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
