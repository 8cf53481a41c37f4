import type { PageSize, SignatureFieldKind } from "@taxlane/contract";

/**
 * A field as the PDF holds it: in points, `x`/`y` its bottom-left corner measured from the page's
 * bottom-left corner (PDF's origin). The screen measures from the top-left, downwards, in pixels.
 */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box on the drawn page, in pixels from its top-left corner. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The size a new field gets, in points: wide enough for a signature, initials or a date. */
export const defaultFieldSize: Record<SignatureFieldKind, { width: number; height: number }> = {
  signature: { width: 180, height: 36 },
  initials: { width: 60, height: 30 },
  date: { width: 100, height: 24 },
};

/** Pixels per point that fit a page of `pageWidth` points into `available` pixels, never above `max`. */
export function fitScale(pageWidth: number, available: number, max = 1.5): number {
  if (pageWidth <= 0 || available <= 0) return 1;
  return Math.min(max, available / pageWidth);
}

/** Where a field is drawn: y flips, because the screen counts from the top and PDF from the bottom. */
export function toScreenBox(box: PdfBox, page: PageSize, scale: number): ScreenBox {
  return {
    left: box.x * scale,
    top: (page.height - box.y - box.height) * scale,
    width: box.width * scale,
    height: box.height * scale,
  };
}

/** The PDF point under a pixel of the drawn page. */
export function toPdfPoint(
  left: number,
  top: number,
  page: PageSize,
  scale: number,
): { x: number; y: number } {
  return { x: left / scale, y: page.height - top / scale };
}

/** A pixel distance on the screen as a distance in points: right stays right, down becomes minus y. */
export function toPdfDelta(dx: number, dy: number, scale: number): { dx: number; dy: number } {
  return { dx: dx / scale, dy: -dy / scale };
}

/** The box moved back inside the page, whole: a field cannot hang off an edge. */
export function clampToPage(box: PdfBox, page: PageSize): PdfBox {
  const width = Math.min(box.width, page.width);
  const height = Math.min(box.height, page.height);
  return {
    x: Math.min(Math.max(0, box.x), page.width - width),
    y: Math.min(Math.max(0, box.y), page.height - height),
    width,
    height,
  };
}

/** A new field of `kind` centred on a point of the page (where the professional clicked). */
export function boxAround(
  kind: SignatureFieldKind,
  center: { x: number; y: number },
  page: PageSize,
): PdfBox {
  const { width, height } = defaultFieldSize[kind];
  return clampToPage({ x: center.x - width / 2, y: center.y - height / 2, width, height }, page);
}

/** A new field placed without a click: near the bottom left, where signature lines usually are. */
export function defaultSpot(kind: SignatureFieldKind, page: PageSize): PdfBox {
  const { width, height } = defaultFieldSize[kind];
  return clampToPage({ x: 72, y: 72, width, height }, page);
}

/** Points as the API keeps them: two decimals are far finer than a pen. */
export function roundPoints(value: number): number {
  return Math.round(value * 100) / 100;
}
