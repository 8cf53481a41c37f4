/**
 * Boxes found by their printed labels rather than by fixed coordinates: each box's label is looked for
 * on the page, and its value is taken from the region under the label, bounded on the right by the next
 * label on its row and below by the next label under it. A form printed a little shifted, scaled or
 * rotated (a scan, a photo) moves its labels with its values, so the regions follow.
 */
import { squash } from "../classify/squash";
import type { BoxValue, PagePicture, PageWord, ReadPage } from "../page";
import { labelWords, matchLabelAt } from "./label-match";
import { tickInSquare } from "./ticks";
import { findMoney, findTin, intoLines, withoutRules } from "./values";

export type ValueShape = "money" | "ssn" | "ein" | "tin" | "text" | "code" | "checkbox" | "state";

export interface BoxSpec {
  box: string;
  /** The label's first words as printed, e.g. "1 Wages, tips". */
  label: string;
  shape: ValueShape;
  /** The value lies under the label's last line: the words that end the label (for labels of many lines). */
  labelEnd?: string;
  /** For text: the first line only, or every line after the first (two boxes sharing one region). */
  lines?: "first" | "after-first";
  /** The region's height when no label bounds it below (fractions of the page). */
  maxHeight?: number;
}

export interface FormSpec {
  boxes: readonly BoxSpec[];
  /** Printed words that bound regions but are no box of ours (other boxes' labels, the title). */
  stops: readonly string[];
}

interface Anchor {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

type Region = Anchor;

const anchorOf = (words: readonly PageWord[]): Anchor => ({
  left: (words[0] as PageWord).left,
  top: Math.min(...words.map((w) => w.top)),
  right: Math.max(...words.map((w) => w.right)),
  bottom: Math.max(...words.map((w) => w.bottom)),
});

const nearAfter = (word: PageWord, after?: Anchor) =>
  !after || (word.top >= after.top - 0.002 && word.top <= after.top + 0.08);

/** Where a label's words sit: consecutive words of a line whose squashed text starts with the label's. */
function findExactLabel(lines: readonly PageWord[][], label: string, after?: Anchor): Anchor | null {
  const wanted = squash(label);
  for (const line of lines) {
    for (let start = 0; start < line.length; start += 1) {
      if (!nearAfter(line[start] as PageWord, after)) continue;
      let text = "";
      for (let end = start; end < line.length && text.length < wanted.length; end += 1) {
        text += squash((line[end] as PageWord).text);
        if (text === wanted) return anchorOf(line.slice(start, end + 1));
        if (!wanted.startsWith(text)) break;
      }
    }
  }
  return null;
}

/** The label as printed or, when OCR misread it, the page's words closest to it within the budget. */
function findLabel(lines: readonly PageWord[][], label: string, after?: Anchor): Anchor | null {
  const exact = findExactLabel(lines, label, after);
  if (exact) return exact;
  const wanted = labelWords(label);
  // OCR may lose a box's number ("6" of "6 Medicare tax"): the words after it still find the box when
  // they start a box (far from the word before), at a higher cost.
  const withoutNumber = /^\d+[a-z]?\s/.test(label) && wanted.length >= 2 ? wanted.slice(1) : null;
  let best: { anchor: Anchor; cost: number } | null = null;
  const consider = (line: readonly PageWord[], start: number, end: number, cost: number) => {
    if (!best || cost < best.cost) best = { anchor: anchorOf(line.slice(start, end)), cost };
  };
  for (const line of lines) {
    for (let start = 0; start < line.length; start += 1) {
      const first = line[start] as PageWord;
      if (!nearAfter(first, after)) continue;
      const match = matchLabelAt(line, start, wanted);
      if (match) consider(line, start, match.end, match.cost);
      const before = line[start - 1];
      if (withoutNumber && (!before || first.left - before.right > 0.03)) {
        const rest = matchLabelAt(line, start, withoutNumber);
        if (rest) consider(line, start, rest.end, rest.cost + 2);
      }
    }
  }
  return (best as { anchor: Anchor } | null)?.anchor ?? null;
}

const overlaps = (a: number, b: number, c: number, d: number) => Math.min(b, d) - Math.max(a, c) > 0;

function regionOf(anchor: Anchor, valueTop: number, others: readonly Anchor[], maxHeight: number): Region {
  const left = anchor.left - 0.006;
  const rowHeight = anchor.bottom - anchor.top;
  const right = Math.min(
    1,
    ...others
      .filter(
        (other) => other.left > anchor.left + 0.015 && Math.abs(other.top - anchor.top) < rowHeight * 2.5,
      )
      .map((other) => other.left - 0.004),
  );
  const bottom = Math.min(
    valueTop + maxHeight,
    ...others
      .filter(
        (other) =>
          other.top > valueTop - 0.001 && overlaps(other.left, other.right, left + 0.01, right - 0.01),
      )
      .map((other) => other.top - 0.001),
  );
  return { left, top: valueTop, right, bottom };
}

const inside = (word: PageWord, region: Region) => {
  const x = (word.left + word.right) / 2;
  const y = (word.top + word.bottom) / 2;
  return x > region.left && x < region.right && y > region.top && y < region.bottom;
};

const boundsOf = (words: readonly PageWord[]): Region => ({
  left: Math.min(...words.map((w) => w.left)),
  top: Math.min(...words.map((w) => w.top)),
  right: Math.max(...words.map((w) => w.right)),
  bottom: Math.max(...words.map((w) => w.bottom)),
});

function textValue(words: readonly PageWord[], spec: BoxSpec): PageWord[] {
  const lines = intoLines(words);
  const chosen =
    spec.lines === "first" ? lines.slice(0, 1) : spec.lines === "after-first" ? lines.slice(1) : lines;
  return chosen.flat();
}

function read(
  spec: BoxSpec,
  words: readonly PageWord[],
  anchor: Anchor,
): { value: string; words: PageWord[] } | null {
  switch (spec.shape) {
    case "money":
      return findMoney(words);
    case "ssn":
    case "ein":
      return findTin(words, spec.shape);
    case "tin":
      return findTin(words, "either");
    case "checkbox": {
      // A ticked box prints a mark (a check or an X) right under its label. OCR reads an empty box as
      // "[]", "0" or "Ll": only a mark with an X or a check in it counts as a tick. Without the page's
      // picture (see ticks.ts), the text's marks are all there is to go by.
      const mark = words.filter(
        (word) => word.left < anchor.right + 0.01 && word.text.length <= 2 && /[xX✓✔]/.test(word.text),
      );
      return { value: String(mark.length > 0), words: mark };
    }
    case "code": {
      // The W-2's box 12 prints "Code" down its left edge, one letter a line: skip that column. OCR may
      // add a stroke of the box's rule ("W_") or read the letter in lower case.
      const code = words.find(
        (word) => word.left > anchor.left + 0.012 && boxTwelveCode.test(codeLetters(word.text)),
      );
      return code ? { value: codeLetters(code.text), words: [code] } : null;
    }
    case "state": {
      // A state's two letters, which OCR may read in lower case ("wi") or with a rule's stroke beside them.
      const state = words.find((word) => /^[A-Za-z]{2}$/.test(word.text.replace(/[^A-Za-z]/g, "")));
      return state ? { value: state.text.replace(/[^A-Za-z]/g, "").toUpperCase(), words: [state] } : null;
    }
    case "text": {
      const chosen = textValue(words, spec);
      if (chosen.length === 0) return null;
      return { value: chosen.map((word) => word.text).join(" "), words: chosen };
    }
  }
}

/** The codes box 12 may hold (the IRS skips I, O and U, which read like digits). */
const boxTwelveCode = /^(?:[A-HJ-NP-TV-Z]|AA|BB|DD|EE|FF|GG|HH|II)$/;
const codeLetters = (text: string) => text.replace(/[^A-Za-z]/g, "").toUpperCase();

const sensitiveShapes = new Set<ValueShape>(["ssn", "ein", "tin"]);

/**
 * The square printed under a tick box's label (a W-2's box 13): its left edge under the label's last
 * line, which starts clear of the box's number ("13 Statutory / employee").
 */
function tickUnder(picture: PagePicture, anchor: Anchor, valueTop: number) {
  return tickInSquare(picture, {
    left: anchor.left - 0.006,
    top: valueTop,
    right: anchor.left + 0.035,
    bottom: valueTop + 0.025,
  });
}

const tickValue = (box: string, tick: NonNullable<ReturnType<typeof tickUnder>>, page: number): BoxValue => ({
  box,
  value: String(tick.ticked),
  sensitive: false,
  page,
  region: tick.square,
  // Ink inside a square found by its edges: as sure as a PDF's own text.
  confidence: 95,
});

/** Reads a form's boxes from its first page (where every box we read is printed). */
export function extractByAnchors(form: FormSpec, pages: readonly ReadPage[]): BoxValue[] {
  const first = pages[0];
  if (!first) return [];
  const page = { ...first, words: withoutRules(first.words) };
  const lines = intoLines(page.words);
  const anchors = new Map<string, Anchor>();
  for (const label of new Set([...form.boxes.map((spec) => spec.label), ...form.stops])) {
    const anchor = findLabel(lines, label);
    if (anchor) anchors.set(label, anchor);
  }
  const allAnchors = [...anchors.values()];
  const anchorWords = new Set(page.words.filter((word) => allAnchors.some((anchor) => inside(word, anchor))));
  const values: BoxValue[] = [];
  for (const spec of form.boxes) {
    const anchor = anchors.get(spec.label);
    if (!anchor) continue;
    const end = spec.labelEnd ? findLabel(lines, spec.labelEnd, anchor) : null;
    const valueTop =
      spec.shape === "code" || spec.shape === "money" ? anchor.top + 0.002 : (end ?? anchor).bottom;
    const others = allAnchors.filter((other) => other !== anchor);
    const region = regionOf(anchor, valueTop, others, spec.maxHeight ?? 0.05);
    const words = page.words.filter((word) => inside(word, region) && !anchorWords.has(word));
    const tick =
      spec.shape === "checkbox" && page.picture ? tickUnder(page.picture, end ?? anchor, valueTop) : null;
    if (tick) {
      values.push(tickValue(spec.box, tick, page.number));
      continue;
    }
    const found = read(spec, words, anchor);
    if (!found) continue;
    const confidence = found.words.length
      ? Math.round(found.words.reduce((sum, word) => sum + word.confidence, 0) / found.words.length)
      : 60;
    values.push({
      box: spec.box,
      value: found.value,
      sensitive: sensitiveShapes.has(spec.shape) || spec.box === "accountNumber",
      page: page.number,
      region: found.words.length ? boundsOf(found.words) : region,
      confidence,
    });
  }
  return values;
}
