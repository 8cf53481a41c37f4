import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Keyring } from "./keyring";

describe("the keyring", () => {
  const first = randomBytes(32);
  const second = randomBytes(32);

  it("seals and opens bytes and text", () => {
    const keyring = new Keyring("k1", new Map([["k1", first]]));
    const { keyId, sealed } = keyring.encrypt(Buffer.from("routing 123456789"));
    expect(keyId).toBe("k1");
    expect(sealed.includes(Buffer.from("123456789"))).toBe(false);
    expect(keyring.decrypt(keyId, sealed).toString()).toBe("routing 123456789");
    const stored = keyring.encryptText("123-45-6789");
    expect(stored.startsWith("k1:")).toBe(true);
    expect(keyring.decryptText(stored)).toBe("123-45-6789");
  });

  it("opens old values after the key rotates", () => {
    const old = new Keyring("k1", new Map([["k1", first]]));
    const stored = old.encryptText("old secret");
    const rotated = new Keyring(
      "k2",
      new Map([
        ["k1", first],
        ["k2", second],
      ]),
    );
    expect(rotated.decryptText(stored)).toBe("old secret");
    expect(rotated.encryptText("new").startsWith("k2:")).toBe(true);
  });

  it("refuses a tampered value", () => {
    const keyring = new Keyring("k1", new Map([["k1", first]]));
    const { sealed } = keyring.encrypt(Buffer.from("amount 1000"));
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    expect(() => keyring.decrypt("k1", sealed)).toThrow();
  });

  it("refuses keys of the wrong size", () => {
    expect(() => new Keyring("k1", new Map([["k1", randomBytes(16)]]))).toThrow("32 bytes");
  });
});
