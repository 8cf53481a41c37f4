import type { InputHTMLAttributes } from "react";
import "./form.css";
import { common } from "@taxlane/contract/i18n/local/common";

/** The spam guard's field name, as the public forms' requests carry it. */
export const HONEYPOT_FIELD = "website";

type HoneypotFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "type" | "tabIndex" | "autoComplete" | "id"
>;

/**
 * A field people never see or reach, which form-filling bots tend to fill in; the server drops any
 * submission that carries a value in it.
 */
export function HoneypotField(props: HoneypotFieldProps) {
  return (
    <div className="tl-honeypot" aria-hidden="true">
      <label>
        {common.honeypotLabel}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
