import { common } from "@taxlane/contract/i18n/local/common";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { type ComponentPropsWithRef, useId, useState } from "react";
import { type FieldBaseProps, FieldFrame, useFieldIds } from "./field-frame";

export type TextAreaFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<"textarea">, "className">;

/** A labelled multi-line input; with `maxLength` it counts the characters typed. */
export function TextAreaField({
  label,
  hint,
  error,
  required,
  className,
  id,
  maxLength,
  onChange,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const initial = textarea.value ?? textarea.defaultValue ?? "";
  const [typed, setTyped] = useState(String(initial).length);
  const length = textarea.value === undefined ? typed : String(textarea.value).length;
  const generated = useId();
  const ownId = id ?? generated;
  const counter = maxLength === undefined ? undefined : `${ownId}-count`;
  const { controlId, hintId, errorId, controlProps } = useFieldIds(ownId, hint, error, counter);
  return (
    <FieldFrame
      {...{ label, hint, error, required, className, controlId, hintId, errorId }}
      after={
        counter !== undefined &&
        maxLength !== undefined && (
          <p id={counter} className="tl-field__counter">
            {formatPlain(common.characterCount, { length, max: maxLength })}
          </p>
        )
      }
    >
      <textarea
        className="tl-field__control tl-field__control--area"
        required={required}
        maxLength={maxLength}
        rows={rows}
        onChange={(event) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
        {...controlProps}
        {...textarea}
      />
    </FieldFrame>
  );
}
