import type { Page, Request } from "@playwright/test";

export type Kind = "js" | "css" | "html" | "json" | "other";

export interface Received {
  url: string;
  kind: Kind;
  encoding: string;
  /** Encoded body bytes: what came over the wire, compressed as the server sent it. */
  bytes: number;
  /** Answered by the page's service worker (from its precache), not by the server. */
  fromServiceWorker: boolean;
  /** The recorder's phase when the request was made (a load, then what a bench does next). */
  phase: string;
}

export interface ResponseLog {
  received: Received[];
  /** Requests not finished yet (the settling waits for none). */
  inFlight(): number;
  /** The Accept-Encoding the browser sent with the page itself. */
  acceptEncoding(): string;
  /** Files the requests made from now on under `phase`. */
  setPhase(phase: string): void;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function kindOf(request: Request, contentType: string): Kind {
  const pathname = new URL(request.url()).pathname;
  if (/\.m?js$/.test(pathname) || contentType.includes("javascript")) return "js";
  if (pathname.endsWith(".css") || contentType.includes("text/css")) return "css";
  if (request.resourceType() === "document" || contentType.includes("text/html")) return "html";
  if (contentType.includes("json")) return "json";
  return "other";
}

/** Records every response the page receives, with its size on the wire and the phase it came in. */
export function recordResponses(page: Page, firstPhase = "load"): ResponseLog {
  const received: Received[] = [];
  const phases = new Map<Request, string>();
  let phase = firstPhase;
  let pending = 0;
  let acceptEncoding = "";
  page.on("request", (request) => {
    pending++;
    phases.set(request, phase);
  });
  page.on("requestfailed", () => {
    pending--;
  });
  page.on("requestfinished", async (request) => {
    try {
      if (request.resourceType() === "document") {
        acceptEncoding = (await request.allHeaders())["accept-encoding"] ?? "";
      }
      const response = await request.response();
      const sizes = await request.sizes();
      const headers = (await response?.allHeaders()) ?? {};
      received.push({
        url: request.url(),
        kind: kindOf(request, headers["content-type"] ?? ""),
        encoding: headers["content-encoding"] ?? "identity",
        bytes: sizes.responseBodySize,
        fromServiceWorker: response?.fromServiceWorker() ?? false,
        phase: phases.get(request) ?? firstPhase,
      });
    } finally {
      pending--;
      phases.delete(request);
    }
  });
  return {
    received,
    inFlight: () => pending,
    acceptEncoding: () => acceptEncoding,
    setPhase: (next) => {
      phase = next;
    },
  };
}

export const sumBytes = (received: readonly Received[], kind?: Kind) =>
  received
    .filter((item) => kind === undefined || item.kind === kind)
    .reduce((total, item) => total + item.bytes, 0);

/**
 * Resolves once no request has been in flight for `quietMs` (polled every 100 ms) and two frames
 * have been drawn, or after `deadlineMs` however busy the page still is.
 */
export async function settle(
  page: Page,
  inFlight: () => number,
  { quietMs = 200, deadlineMs = 15_000 } = {},
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let quiet = 0;
  while (quiet < quietMs && Date.now() < deadline) {
    await page.waitForTimeout(100);
    quiet = inFlight() === 0 ? quiet + 100 : 0;
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}
