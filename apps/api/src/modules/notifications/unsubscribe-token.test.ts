import { describe, expect, it } from "vitest";
import { makeUnsubscribeToken, readUnsubscribeToken } from "./unsubscribe-token";

const secret = "a-secret-of-enough-length-for-the-test";

describe("reminder unsubscribe links", () => {
  it("read back whose, which kind, and a fresh id per link", () => {
    const token = makeUnsubscribeToken(secret, 42, "documents");
    const claims = readUnsubscribeToken(secret, token);
    expect(claims).toMatchObject({ userId: 42, kind: "documents" });
    expect(readUnsubscribeToken(secret, makeUnsubscribeToken(secret, 42, "documents"))?.id).not.toBe(
      claims?.id,
    );
  });

  it("refuse a forged, altered or foreign token", () => {
    const token = makeUnsubscribeToken(secret, 42, "documents");
    const [data, signature] = token.split(".") as [string, string];
    expect(readUnsubscribeToken("another-secret", token)).toBeNull();
    const otherData = Buffer.from(JSON.stringify({ u: 1, k: "documents", i: "x" })).toString("base64url");
    expect(readUnsubscribeToken(secret, `${otherData}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `${data}.${signature}x`)).toBeNull();
    expect(readUnsubscribeToken(secret, `${data}`)).toBeNull();
    expect(readUnsubscribeToken(secret, "")).toBeNull();
  });
});
