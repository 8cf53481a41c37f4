import { questionnaireText } from "@taxlane/organizer";
import "./wizard.css";

interface WizardProgressProps {
  /** The text's id, which names the progress bar. */
  id: string;
  /** The step on screen, counted from 0. */
  index: number;
  total: number;
  /** 0 to 100. */
  percent: number;
}

/** "Step 2 of 9" and a bar that fills as the steps are done; the bar is named by the text. */
export function WizardProgress({ id, index, total, percent }: WizardProgressProps) {
  return (
    <div className="tl-progress">
      <p className="tl-progress__text" id={id}>
        {questionnaireText("stepOf", { step: index + 1, total })}
      </p>
      <div
        className="tl-progress__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="tl-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
