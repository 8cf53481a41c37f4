import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

interface StepProgressProps {
  /** 0-based. */
  step: number;
  count: number;
  title: string;
}

/** "Step 3 of 8" with a bar that fills as the steps go. */
export function StepProgress({ step, count, title }: StepProgressProps) {
  const done = Math.round(((step + 1) / count) * 100);
  return (
    <div className="tl-step-progress">
      <p className="tl-step-progress__label">{formatPlain(auth.stepProgress, { step: step + 1, count })}</p>
      <div
        className="tl-step-progress__bar"
        role="progressbar"
        aria-label={auth.profileSteps}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={step + 1}
        aria-valuetext={formatPlain(auth.stepOf, { step: step + 1, count, title })}
      >
        <span className="tl-step-progress__fill" style={{ width: `${done}%` }} />
      </div>
    </div>
  );
}
