import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@taxlane/contract";

/**
 * A reminder mail's unsubscribe link: whose, which kind, and a random id that makes each link
 * usable once; signed with HMAC-SHA256 under its own purpose, so no other token of ours passes.
 */
export interface UnsubscribeClaims {
  userId: number;
  kind: NotificationKind;
  id: string;
}

const sign = (secret: string, data: string) =>
  createHmac("sha256", secret).update(`unsubscribe.${data}`).digest();

export function makeUnsubscribeToken(secret: string, userId: number, kind: NotificationKind): string {
  const data = Buffer.from(
    JSON.stringify({ u: userId, k: kind, i: randomBytes(12).toString("base64url") }),
  ).toString("base64url");
  return `${data}.${sign(secret, data).toString("base64url")}`;
}

/** The claims of a link we signed; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaims | null {
  const [data, signed, ...rest] = token.split(".");
  if (!data || !signed || rest.length > 0) return null;
  const expected = sign(secret, data);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null) return null;
    const { u, k, i } = parsed as Record<string, unknown>;
    const kind = NOTIFICATION_KINDS.find((known) => known === k);
    if (typeof u !== "number" || !Number.isInteger(u) || !kind || typeof i !== "string") return null;
    return { userId: u, kind, id: i };
  } catch {
    return null;
  }
}
