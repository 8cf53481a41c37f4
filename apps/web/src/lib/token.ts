/**
 * Reading the session token (a JWT) without a call: its `exp` says when the
 * session ends. The signature is the server's business; nothing here trusts the claims for access.
 */

/** A token within this many milliseconds of its end counts as ended, so no call races the clock. */
export const EXPIRY_MARGIN_MS = 5_000;

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The payload of a `header.payload.signature` token as an object, or `null` when it is not one. */
export function readTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const json = decodeBase64Url(parts[1] ?? "");
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** When the token ends, in milliseconds since the epoch; `null` when it has no readable `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const exp = readTokenPayload(token)?.exp;
  return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
}

/** A token counts as a session only while it is well-formed and its `exp` is ahead of `now`. */
export function isTokenLive(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - EXPIRY_MARGIN_MS > now;
}
