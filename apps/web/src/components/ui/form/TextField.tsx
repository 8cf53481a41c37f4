import type { ComponentPropsWithRef } from "react";
import { type FieldBaseProps, FieldFrame, useFieldIds } from "./field-frame";

export type TextFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<"input">, "className">;

/** A labelled one-line input with an optional hint and an error message tied to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  required,
  className,
  id,
  type = "text",
  ...input
}: TextFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ label, hint, error, required, className, controlId, hintId, errorId }}>
      <input className="tl-field__control" type={type} required={required} {...controlProps} {...input} />
    </FieldFrame>
  );
}
