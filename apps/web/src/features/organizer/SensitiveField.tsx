import { t } from "@taxlane/contract/i18n";
import { type ComponentPropsWithRef, type ReactNode, useState } from "react";
import { FieldFrame, useFieldIds } from "../../components/ui/form/field-frame";

interface SensitiveFieldProps extends Omit<ComponentPropsWithRef<"input">, "className" | "type"> {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  required?: boolean;
}

/**
 * A tax id, PIN or bank number: hidden as it is typed (someone may look over a shoulder), with a
 * Show/Hide button beside it that says whether the number is shown.
 */
export function SensitiveField({ id, label, hint, error, required, ...input }: SensitiveFieldProps) {
  const [shown, setShown] = useState(false);
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      {...{ label, hint, error, required, controlId, hintId, errorId }}
      className="tl-question tl-org-sensitive"
    >
      <div className="tl-org-sensitive__row">
        <input
          className="tl-field__control"
          type={shown ? "text" : "password"}
          autoComplete="off"
          spellCheck={false}
          required={required}
          {...controlProps}
          {...input}
        />
        <button
          type="button"
          className="tl-org-sensitive__toggle"
          aria-pressed={shown}
          aria-controls={controlId}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? t("organizer.hideSensitive") : t("organizer.showSensitive")}
          <span className="tl-visually-hidden"> {label}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
