import { describe, expect, it } from "vitest";
import { createTokenVerifier, signToken, verifyToken } from "./jwt";

const secret = "a-test-secret-that-is-long-enough-for-hs256";
const claims = {
  sub: 7,
  role: 1,
  sid: "8c1d3f1e-2b1a-4c2e-9a61-0c7a0d4f8b11",
  iat: 1_700_000_000,
  exp: 1_700_003_600,
};

describe("tokens", () => {
  it("verifies its own token until it expires", () => {
    const token = signToken(secret, claims);
    expect(verifyToken(secret, token, new Date(1_700_000_500_000))).toEqual(claims);
    expect(verifyToken(secret, token, new Date(1_700_003_600_000))).toBeNull();
  });

  it("refuses another secret, an altered payload and a different algorithm", () => {
    const token = signToken(secret, claims);
    expect(verifyToken(`${secret}-other`, token, new Date(1_700_000_500_000))).toBeNull();
    const [head, , signature] = token.split(".");
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: 8 })).toString("base64url");
    expect(verifyToken(secret, `${head}.${altered}.${signature}`, new Date(1_700_000_500_000))).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = token.split(".")[1];
    expect(verifyToken(secret, `${none}.${payload}.`, new Date(1_700_000_500_000))).toBeNull();
  });

  it("remembers a good token until it expires, and never a bad one", () => {
    const verify = createTokenVerifier(secret);
    const token = signToken(secret, claims);
    expect(verify(token, new Date(1_700_000_500_000))).toEqual(claims);
    expect(verify(token, new Date(1_700_000_600_000))).toEqual(claims);
    expect(verify(token, new Date(1_700_003_600_000))).toBeNull();
    const [head, payload, signature] = token.split(".") as [string, string, string];
    const forged = `${head}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(verify(forged, new Date(1_700_000_500_000))).toBeNull();
    expect(verify(forged, new Date(1_700_000_500_000))).toBeNull();
    expect(createTokenVerifier(`${secret}-other`)(token, new Date(1_700_000_500_000))).toBeNull();
  });
});
