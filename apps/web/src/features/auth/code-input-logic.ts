/**
 * The six single-digit boxes of an e-mailed code: what typing, pasting and deleting do to the
 * digits and where the focus goes next. Each entry of `digits` is "" or one digit.
 */
import { VERIFICATION_CODE_LENGTH } from "@taxlane/contract";

export interface CodeBoxesState {
  digits: string[];
  /** The box that should have the focus next. */
  focus: number;
}

export function emptyCode(length: number = VERIFICATION_CODE_LENGTH): string[] {
  return Array.from({ length }, () => "");
}

export function codeOf(digits: readonly string[]): string {
  return digits.join("");
}

export function isCodeComplete(digits: readonly string[]): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

const onlyDigits = (text: string) => text.replace(/\D/g, "");
const clamp = (index: number, length: number) => Math.max(0, Math.min(index, length - 1));

/**
 * Text arriving at box `index`: one typed digit, or several (a paste, an autofilled code). A whole
 * code fills every box whichever box it lands in; a shorter run fills from `index` on. Non-digits
 * (spaces, dashes in "123-456") are dropped; text with no digit changes nothing.
 */
export function enterText(digits: readonly string[], index: number, text: string): CodeBoxesState {
  const incoming = onlyDigits(text);
  const length = digits.length;
  if (incoming === "") return { digits: [...digits], focus: clamp(index, length) };
  const start = incoming.length >= length ? 0 : index;
  const next = [...digits];
  const written = incoming.slice(0, length - start);
  for (let offset = 0; offset < written.length; offset++) next[start + offset] = written.charAt(offset);
  const after = start + written.length;
  const firstEmpty = next.findIndex((digit, position) => position >= after && digit === "");
  return { digits: next, focus: clamp(firstEmpty === -1 ? after : firstEmpty, length) };
}

/**
 * A box's `input` event with its new `value`. A box holding "4" that now reads "47" or "74" got a
 * 7 typed over it, so it takes the 7; an emptied box stays empty and keeps the focus.
 */
export function changeBox(digits: readonly string[], index: number, value: string): CodeBoxesState {
  const current = digits[index] ?? "";
  const incoming = onlyDigits(value);
  if (incoming === "") {
    const next = [...digits];
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (current !== "" && incoming.length === 2 && incoming.includes(current)) {
    const typed = incoming.startsWith(current) ? incoming.charAt(1) : incoming.charAt(0);
    return enterText(digits, index, typed);
  }
  return enterText(digits, index, incoming);
}

/** Backspace empties the box; on an empty box it goes back one and empties that one. */
export function pressBackspace(digits: readonly string[], index: number): CodeBoxesState {
  const next = [...digits];
  if ((next[index] ?? "") !== "") {
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits: next, focus: 0 };
  next[index - 1] = "";
  return { digits: next, focus: index - 1 };
}

/** Delete empties the box and keeps the focus there. */
export function pressDelete(digits: readonly string[], index: number): CodeBoxesState {
  const next = [...digits];
  next[index] = "";
  return { digits: next, focus: index };
}

/** Arrow keys, Home and End move between the boxes. */
export function moveFocus(index: number, key: string, length: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return clamp(index - 1, length);
    case "ArrowRight":
      return clamp(index + 1, length);
    case "Home":
      return 0;
    case "End":
      return length - 1;
    default:
      return null;
  }
}
