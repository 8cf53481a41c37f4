import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from "react";
import {
  type CodeBoxesState,
  changeBox,
  enterText,
  moveFocus,
  pressBackspace,
  pressDelete,
} from "./code-input-logic";
import "./code-input.css";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

interface CodeInputProps {
  /** One entry per box, each "" or a digit (see `emptyCode()`). */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The visible name of the group of boxes. */
  label: string;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Six single-digit boxes for an e-mailed code. Typing moves on, Backspace goes back, a pasted or
 * autofilled code fills every box, the arrow keys move; each box is labelled "Digit n of 6".
 */
export function CodeInput({
  digits,
  onChange,
  label,
  error,
  disabled = false,
  autoFocus = false,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const hasError = error !== undefined && error !== null && error !== "";

  const apply = (state: CodeBoxesState) => {
    onChange(state.digits);
    const box = boxes.current[state.focus];
    box?.focus();
    box?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      apply(enterText(digits, index, key));
    } else if (key === "Backspace") {
      event.preventDefault();
      apply(pressBackspace(digits, index));
    } else if (key === "Delete") {
      event.preventDefault();
      apply(pressDelete(digits, index));
    } else if (key.length === 1) {
      event.preventDefault();
    } else {
      const target = moveFocus(index, key, digits.length);
      if (target === null) return;
      event.preventDefault();
      boxes.current[target]?.focus();
      boxes.current[target]?.select();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterText(digits, index, event.clipboardData.getData("text")));
  };

  return (
    <fieldset className="tl-code" disabled={disabled}>
      <legend className="tl-code__label">{label}</legend>
      <div className="tl-code__boxes">
        {digits.map((digit, index) => (
          <input
            // The boxes never move, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="tl-code__box"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={formatPlain(auth.digitOf, { digit: index + 1, count: digits.length })}
            aria-invalid={hasError}
            aria-describedby={hasError ? errorId : undefined}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this step
            autoFocus={autoFocus && index === 0}
            value={digit}
            onChange={(event) => apply(changeBox(digits, index, event.target.value))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {hasError && (
        <p id={errorId} className="tl-code__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
