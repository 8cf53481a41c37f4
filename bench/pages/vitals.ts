import type { Page } from "@playwright/test";
import { largestShiftWindow, observeLayoutShifts, recordedShifts, type Shift } from "../shared/layout-shifts";

/**
 * Records, from the page's start, its largest contentful paint and the interactions a person made
 * (event timing entries of 16 ms or more, and the first input whatever its length). Plain script
 * text, as the layout shifts' observer.
 */
const observePaintsAndInput = `
  window.__vitals = { lcp: null, lcpElement: "", interactions: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      const node = entry.element;
      window.__vitals.lcpElement = node ? node.tagName.toLowerCase() + (node.className && typeof node.className === "string" ? "." + node.className.trim().split(/\\s+/).join(".") : "") : "";
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const keep = (entry) => {
    if (entry.entryType === "event" && !entry.interactionId) return;
    window.__vitals.interactions.push({ name: entry.name, duration: entry.duration, id: entry.interactionId || 0 });
  };
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type: "first-input", buffered: true });
`;

interface Interaction {
  name: string;
  duration: number;
  id: number;
}

interface PageVitals {
  lcp: number | null;
  lcpElement: string;
  interactions: Interaction[];
}

/** Observes the page's paints, shifts and input from its first byte on, on every load. */
export async function observeVitals(page: Page): Promise<void> {
  await page.addInitScript({ content: observeLayoutShifts });
  await page.addInitScript({ content: observePaintsAndInput });
}

const pageVitals = (page: Page): Promise<PageVitals> =>
  page.evaluate(() => (window as unknown as { __vitals: PageVitals }).__vitals);

export interface LoadVitals {
  /** Milliseconds from navigation to the largest contentful paint. */
  lcp: number;
  lcpElement: string;
}

/** The largest contentful paint so far; read once the page has settled, before any input ends it. */
export async function loadVitals(page: Page): Promise<LoadVitals> {
  const { lcp, lcpElement } = await pageVitals(page);
  if (lcp === null) throw new Error(`No largest contentful paint on ${page.url()}`);
  return { lcp, lcpElement };
}

export interface InputVitals {
  /** The longest interaction's duration (ms): INP for a page with one or a few interactions. */
  inp: number;
  /** The interaction it was (its event's name). */
  inpEvent: string;
  /** The layout shifts' largest session window over the whole visit. */
  cls: number;
  shifts: Shift[];
}

/**
 * After the interaction: the worst one, and the shifts. Event timing entries are reported once the
 * frame after the input is drawn, so this waits for two frames and a moment first.
 */
export async function inputVitals(page: Page): Promise<InputVitals> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(null), 100))),
      ),
  );
  const { interactions } = await pageVitals(page);
  const worst = interactions.reduce<Interaction | null>(
    (longest, entry) => (longest === null || entry.duration > longest.duration ? entry : longest),
    null,
  );
  if (worst === null) throw new Error(`No interaction recorded on ${page.url()}`);
  const shifts = await recordedShifts(page);
  return { inp: worst.duration, inpEvent: worst.name, cls: largestShiftWindow(shifts), shifts };
}
