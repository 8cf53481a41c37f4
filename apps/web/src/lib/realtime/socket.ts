import { type RealtimeEvent, readRealtimeEvent } from "@taxlane/contract";

/**
 * The socket's address: `<apiBase>/ws` on the page's host, `wss:` under `https:` and `ws:` under
 * `http:`; an absolute API base (VITE_API_BASE_URL) keeps its own host.
 */
export function realtimeUrl(page: { protocol: string; host: string }, apiBase: string): string {
  const base = apiBase.endsWith("/") ? apiBase.slice(0, -1) : apiBase;
  const absolute = /^(https?):\/\/(.+)$/.exec(base);
  if (absolute !== null) {
    const [, scheme, rest] = absolute;
    return `${scheme === "https" ? "wss" : "ws"}://${rest}/ws`;
  }
  const scheme = page.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${page.host}${base.startsWith("/") ? base : `/${base}`}/ws`;
}

const FIRST_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect number `attempt` (0 for the first): doubling from 1 s up to
 * 30 s, then a random part of up to half of it so that many tabs after a server restart do not
 * all come back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The server refused the token (4401) or the message (4400, 1008): a retry would not change that. */
const REFUSED_CLOSE_CODES: ReadonlySet<number> = new Set([1008, 4400, 4401, 4403]);

/** Whether a socket closed with `code` is worth opening again. */
export function shouldReconnect(code: number): boolean {
  return !REFUSED_CLOSE_CODES.has(code);
}

/** The event in a message from the server, or `null` for anything else (unknown types included). */
export function parseRealtimeMessage(data: unknown): RealtimeEvent | null {
  if (typeof data !== "string") return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  return readRealtimeEvent(json);
}

/** The first message on an open socket: who is listening. */
export function authMessage(token: string): string {
  return JSON.stringify({ token });
}
