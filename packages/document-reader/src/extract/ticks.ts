/**
 * A tick in a small printed square (a W-2's box 13), told from the page's pixels: forms draw the tick
 * (an X or a check) as lines, not text, so neither a PDF's text layer nor OCR has it. The square is
 * found by its four straight edges; a tick is ink inside them, which an empty square has none of.
 */
import type { PagePicture } from "../page";

export interface FractionRegion {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Ink: darker than mid-gray (pictures are evened out first, PDF pages drawn black on white). */
const inkBelow = 140;
/** An edge is a straight run of ink at least this share of the window's smaller side. */
const edgeShare = 0.35;
/** Ink over this share of the square's inside is a tick; scan noise and a blurred edge stay under it. */
const tickedShare = 0.06;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The longest run of ink along a column (or a row) of the window. */
function longestRun(picture: PagePicture, box: Box, fixed: number, vertical: boolean): number {
  let best = 0;
  let run = 0;
  const [from, to] = vertical ? [box.top, box.bottom] : [box.left, box.right];
  for (let at = from; at < to; at++) {
    const index = vertical ? at * picture.width + fixed : fixed * picture.width + at;
    run = (picture.pixels[index] ?? 255) < inkBelow ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Columns (or rows) of the window that hold a straight run of ink at least `minRun` long. */
function edgeLines(picture: PagePicture, box: Box, vertical: boolean, minRun: number): number[] {
  const [from, to] = vertical ? [box.left, box.right] : [box.top, box.bottom];
  const found: number[] = [];
  for (let at = from; at < to; at++) if (longestRun(picture, box, at, vertical) >= minRun) found.push(at);
  return found;
}

/**
 * Whether the square inside `window` (page fractions) holds a tick, and where the square is; null when
 * no square is found there (the picture too blurred, or the window off the form).
 */
export function tickInSquare(
  picture: PagePicture,
  window: FractionRegion,
): { ticked: boolean; square: FractionRegion } | null {
  const box: Box = {
    left: Math.max(0, Math.floor(window.left * picture.width)),
    top: Math.max(0, Math.floor(window.top * picture.height)),
    right: Math.min(picture.width, Math.ceil(window.right * picture.width)),
    bottom: Math.min(picture.height, Math.ceil(window.bottom * picture.height)),
  };
  const minRun = Math.max(4, Math.round(Math.min(box.right - box.left, box.bottom - box.top) * edgeShare));
  const columns = edgeLines(picture, box, true, minRun);
  const left = columns[0];
  const right = columns[columns.length - 1];
  if (left === undefined || right === undefined || right - left < minRun) return null;
  // The square's top edge, then the edge one side's length below it: a ruled line under the square
  // (the box's own bottom) is further down and is not taken for it.
  const side = right - left;
  const rows = edgeLines(picture, { ...box, left, right: right + 1 }, false, Math.round(side * 0.7));
  const top = rows[0];
  if (top === undefined) return null;
  const nearSide = rows.filter((row) => row > top + side * 0.6 && row < top + side * 1.4);
  const bottom = nearSide.reduce(
    (best, row) => (Math.abs(row - top - side) < Math.abs(best - top - side) ? row : best),
    nearSide[0] ?? top + side,
  );
  // The inside, clear of the edges' width and of a blur around them.
  const inset = Math.max(2, Math.round(side * 0.18));
  let ink = 0;
  let all = 0;
  for (let y = top + inset; y <= bottom - inset; y++) {
    for (let x = left + inset; x <= right - inset; x++) {
      all += 1;
      if ((picture.pixels[y * picture.width + x] ?? 255) < inkBelow) ink += 1;
    }
  }
  const square = {
    left: left / picture.width,
    top: top / picture.height,
    right: (right + 1) / picture.width,
    bottom: (bottom + 1) / picture.height,
  };
  return { ticked: all > 0 && ink / all >= tickedShare, square };
}
