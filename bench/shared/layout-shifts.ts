import type { Page } from "@playwright/test";

export interface Shift {
  value: number;
  /** Milliseconds from the page's start. */
  startTime: number;
  sources: string[];
}

/**
 * Records every layout shift that no recent input caused, from the first paint on, in
 * `window.__layoutShifts`. Plain script text, so nothing the TypeScript compiler adds (helpers)
 * reaches the page.
 */
export const observeLayoutShifts = `
  window.__layoutShifts = [];
  const describe = (node) =>
    node instanceof Element ? node.tagName.toLowerCase() + "." + [...node.classList].join(".") : String(node && node.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: entry.sources.map((source) =>
          describe(source.node) +
          " y " + Math.round(source.previousRect.y) + "→" + Math.round(source.currentRect.y) +
          " h " + Math.round(source.previousRect.height) + "→" + Math.round(source.currentRect.height)),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

export const recordedShifts = (page: Page): Promise<Shift[]> =>
  page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);

/** Every shift added up, whenever it came. */
export const summedShifts = (shifts: readonly Shift[]) =>
  shifts.reduce((total, shift) => total + shift.value, 0);

/**
 * CLS as the web-vitals library reports it: shifts grouped in session windows (a gap under 1 s,
 * at most 5 s long), and the largest window's sum.
 */
export function largestShiftWindow(shifts: readonly Shift[]): number {
  let largest = 0;
  let window = 0;
  let windowStart = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - last < 1000 && shift.startTime - windowStart < 5000) {
      window += shift.value;
    } else {
      window = shift.value;
      windowStart = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}
