import { createHmac, timingSafeEqual } from "node:crypto";

export interface TokenClaims {
  /** The user id. */
  sub: number;
  role: number;
  /** The session id, checked against the sessions table on every call. */
  sid: string;
  iat: number;
  exp: number;
}

const header = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function signature(secret: string, data: string): Buffer {
  return createHmac("sha256", secret).update(data).digest();
}

/** An HS256 JWT; clients read `exp` to know when the session ends. */
export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const data = `${header}.${payload}`;
  return `${data}.${signature(secret, data).toString("base64url")}`;
}

/** The claims when the token is well-formed, ours and not expired; otherwise `null`. */
export function verifyToken(secret: string, token: string, now: Date): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [head, payload, signed] = parts as [string, string, string];
  if (head !== header) return null;
  const expected = signature(secret, `${head}.${payload}`);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  if (claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== "object" || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    Number.isInteger(claims.sub) &&
    Number.isInteger(claims.role) &&
    typeof claims.sid === "string" &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  );
}

const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * `verifyToken` that remembers the tokens it found good, so a signed-in call skips the HMAC and the
 * parse: a token is its own signature, so the same text verified once is good again until it
 * expires (checked on every call). Bad tokens are never kept; the oldest kept goes first when full.
 */
export function createTokenVerifier(secret: string) {
  const verified = new Map<string, TokenClaims>();
  return (token: string, now: Date): TokenClaims | null => {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > now.getTime()) return known;
      verified.delete(token);
      return null;
    }
    const claims = verifyToken(secret, token, now);
    if (!claims) return null;
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, claims);
    return claims;
  };
}
