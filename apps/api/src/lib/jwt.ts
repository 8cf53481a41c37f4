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
