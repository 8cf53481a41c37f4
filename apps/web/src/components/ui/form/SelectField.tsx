import type { ComponentPropsWithRef } from "react";
import { type FieldBaseProps, FieldFrame, useFieldIds } from "./field-frame";

export type SelectFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<"select">, "className">;

/** A labelled native select; pass `<option>`s as children. */
export function SelectField({
  label,
  hint,
  error,
  required,
  className,
  id,
  children,
  ...select
}: SelectFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ label, hint, error, required, className, controlId, hintId, errorId }}>
      <select
        className="tl-field__control tl-field__control--select"
        required={required}
        {...controlProps}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
