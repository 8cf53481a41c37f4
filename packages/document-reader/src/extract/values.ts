/**
 * Turning the words found in a box into its value, tolerant of OCR's noise: a stray "$", commas for
 * periods, a split number, O for 0 and l for 1 inside digits.
 */
import type { PageWord } from "../page";

/** Letters OCR reads for digits, inside something that is otherwise a number. */
const digitLookalikes: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  l: "1",
  I: "1",
  "|": "1",
  S: "5",
  B: "8",
};

function asDigits(text: string): string {
  return [...text].map((character) => digitLookalikes[character] ?? character).join("");
}

/**
 * Money as `12345.67` from the text of one amount; null when it is not an amount. A separator before
 * the last two digits is the decimal point whatever OCR made of it; whole numbers need three digits, so
 * a box number or a year's "20" is not taken for an amount.
 */
export function parseMoney(text: string): string | null {
  const cleaned = asDigits(text.replace(/[$\s*]/g, "")).replace(/[;:]/g, ".");
  if (!/^\(?-?[\d.,']+\)?$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  const negative = cleaned.startsWith("(") || cleaned.startsWith("-");
  const body = cleaned.replace(/[()-]/g, "");
  const cents = /[.,'](\d{2})$/.exec(body);
  const digits = body.replace(/[.,']/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const whole = cents ? digits.slice(0, -2) : digits;
  if (!cents && whole.length < 3) return null;
  const value = `${String(Number(whole || "0"))}.${cents ? cents[1] : "00"}`;
  return negative ? `-${value}` : value;
}

const horizontalGap = (a: PageWord, b: PageWord) => Math.max(0, a.left - b.right, b.left - a.right);

/**
 * The words of a box in reading order, grouped into lines. A word joins the line whose word nearest it
 * across spans its middle: held against the line's first word alone, a line that began with a smaller
 * word (a neighbouring box's fine print set a little higher) broke its other words off into a line of
 * their own ("PAYER'S | street address" and "name,").
 */
export function intoLines(words: readonly PageWord[]): PageWord[][] {
  const sorted = [...words].sort((a, b) => a.top - b.top || a.left - b.left);
  const lines: PageWord[][] = [];
  for (const word of sorted) {
    const middle = (word.top + word.bottom) / 2;
    let chosen: { line: PageWord[]; gap: number } | null = null;
    for (const line of lines) {
      let nearest = line[0] as PageWord;
      for (const other of line)
        if (horizontalGap(word, other) < horizontalGap(word, nearest)) nearest = other;
      const gap = horizontalGap(word, nearest);
      if (middle > nearest.top && middle < nearest.bottom && (!chosen || gap < chosen.gap)) {
        chosen = { line, gap };
      }
    }
    if (chosen) chosen.line.push(word);
    else lines.push([word]);
  }
  for (const line of lines) line.sort((a, b) => a.left - b.left);
  // Reading order: by where each line starts down the page.
  return lines.sort((a, b) => Math.min(...a.map((w) => w.top)) - Math.min(...b.map((w) => w.top)));
}

/**
 * The amount in a box: the words of each line joined where they nearly touch (OCR splits "12,345" from
 * ".67"), and the last amount found, as the forms print amounts at the right of a box.
 */
export function findMoney(words: readonly PageWord[]): { value: string; words: PageWord[] } | null {
  let found: { value: string; words: PageWord[] } | null = null;
  for (const line of intoLines(words)) {
    let run: PageWord[] = [];
    const flush = () => {
      const value = parseMoney(run.map((word) => word.text).join(""));
      if (value) found = { value, words: run };
      run = [];
    };
    for (const word of line) {
      const previous = run[run.length - 1];
      const height = word.bottom - word.top;
      if (previous && word.left - previous.right > height * 0.6) flush();
      if (word.text.replace(/\$/g, "") !== "") run.push(word);
    }
    flush();
  }
  return found;
}

type TinShape = "ssn" | "ein";

/** The printed forms of an id: an SSN is 3-2-4 digits, an EIN 2-7, neither touching another digit or dash. */
const printedTin: Record<TinShape, RegExp> = {
  ssn: /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/,
  ein: /(?<![\d-])\d{2}-\d{7}(?![\d-])/,
};

function formatTin(digits: string, shape: TinShape): string {
  return shape === "ein"
    ? `${digits.slice(0, 2)}-${digits.slice(2)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * A taxpayer id (SSN `123-45-6789` or EIN `12-3456789`) from the words of a box. One printed in
 * either form is taken as printed (a recipient's TIN may be an EIN). Otherwise it is repaired only
 * when that is no guess: exactly nine digits once separators are ignored (`123 45-6789`, `123456789`)
 * in a box that says which id it holds. Any other count (OCR's extra digit in `450-422-1942`) is
 * dropped, as is a bare number in a box that may hold either id: which digit is wrong, or where the
 * dashes go, would be a guess.
 */
export function findTin(
  words: readonly PageWord[],
  shape: TinShape | "either",
): { value: string; words: PageWord[] } | null {
  for (const line of intoLines(words)) {
    // OCR spaces a dash from its digits ("123 - 45-6789"); the dash is what tells the shape.
    const text = asDigits(line.map((word) => word.text).join(" ")).replace(/\s*-\s*/g, "-");
    for (const printed of ["ssn", "ein"] as const) {
      const match = printedTin[printed].exec(text);
      if (match) return { value: match[0], words: line };
    }
    // Runs of digits and separators; a short one is a box's letter read as a digit ("S" of "SSN").
    const runs = [...text.matchAll(/\d[\d\s-]*\d/g)].map((run) => run[0].replace(/\D/g, ""));
    const long = runs.filter((digits) => digits.length >= 9);
    const digits = long.length === 1 ? long[0] : undefined;
    if (digits?.length !== 9 || shape === "either") continue;
    return { value: formatTin(digits, shape), words: line };
  }
  return null;
}

/**
 * The form's rules as OCR reads them: a lone "|" is a box's edge, not a word; one run into a value
 * ("813.44|COLUM", "etc.|") splits the value from the next box's (each part gets its share of the box).
 */
export function withoutRules(words: readonly PageWord[]): PageWord[] {
  return words.flatMap((word) => {
    if (!word.text.includes("|")) return [word];
    const parts = word.text.split("|");
    const width = (word.right - word.left) / word.text.length;
    const pieces: PageWord[] = [];
    let at = 0;
    for (const part of parts) {
      // A bar between digits or at a number's start may be a misread 1: only bars beside letters split.
      if (part.length > 0) {
        const left = word.left + at * width;
        pieces.push({ ...word, text: part, left, right: left + part.length * width });
      }
      at += part.length + 1;
    }
    const barBesideDigits = /\d\|\d|^\|\d/.test(word.text);
    return barBesideDigits ? [word] : pieces;
  });
}
