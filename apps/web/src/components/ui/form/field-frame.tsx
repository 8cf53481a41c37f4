import { type ReactNode, useId } from "react";
import "./form.css";

export interface FieldBaseProps {
  label: ReactNode;
  /** Help under the label, read out with the field. */
  hint?: ReactNode;
  /** The message shown under the field; the field is marked invalid while there is one. */
  error?: string | null;
  required?: boolean;
  /** Extra class on the field's wrapper. */
  className?: string;
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: string | null | undefined,
  extra?: string,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, extra, errorId].filter(Boolean).join(" ") || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      "aria-describedby": describedBy,
      "aria-invalid": error ? true : undefined,
    },
  };
}

interface FieldFrameProps extends FieldBaseProps {
  controlId: string;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
  /** Shown after the control, e.g. a character counter. */
  after?: ReactNode;
}

export function FieldFrame({
  label,
  hint,
  error,
  required,
  className,
  controlId,
  hintId,
  errorId,
  children,
  after,
}: FieldFrameProps) {
  return (
    <div className={["tl-field", error && "tl-field--invalid", className].filter(Boolean).join(" ")}>
      <label className="tl-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="tl-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="tl-field__hint">
          {hint}
        </p>
      )}
      {children}
      {after}
      {error && (
        <p id={errorId} className="tl-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
