import type { Browser, BrowserContext, Page } from "@playwright/test";

/**
 * A mid-range phone: a 390×844 screen at 3× (as an iPhone 12-15 or a Pixel 7), touch, a CPU four
 * times slower than this machine's, and a slow 4G line (150 ms latency, 1.6 Mbps down, 750 Kbps up),
 * the figures Lighthouse's mobile run uses.
 */
export const phoneScreen = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

export const phoneLine = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 750_000 / 8,
} as const;

export const phoneCpuSlowdown = 4;

export function phoneContext(browser: Browser): Promise<BrowserContext> {
  // BENCH_TLS's certificate is made for the run (tls-front.ts); over plain HTTP there is none to check.
  return browser.newContext({ ...phoneScreen, ignoreHTTPSErrors: true });
}

/**
 * Slows the page's CPU and its network through the DevTools protocol. The throttling holds for the
 * page's own requests, across its navigations; the service worker's (its precache) are not slowed.
 */
export async function throttleAsPhone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", { ...phoneLine });
  await session.send("Emulation.setCPUThrottlingRate", { rate: phoneCpuSlowdown });
}
