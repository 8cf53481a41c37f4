import { describe, expect, it } from "vitest";
import {
  groupedSecret,
  lastUsedText,
  recoveryCodesFile,
  relativeTimeText,
  strongFactorsText,
} from "./security-text";

const passkey = { id: 1, name: "Laptop", createdAt: "2026-11-01T00:00:00.000Z", lastUsedAt: null };

describe("the Security page's words", () => {
  it("names the factors that protect the account", () => {
    expect(strongFactorsText({ authenticatorApp: null, passkeys: [] })).toBeNull();
    expect(strongFactorsText({ authenticatorApp: { addedAt: "x", lastUsedAt: null }, passkeys: [] })).toBe(
      "an authenticator app",
    );
    expect(strongFactorsText({ authenticatorApp: null, passkeys: [passkey, { ...passkey, id: 2 }] })).toBe(
      "2 passkeys",
    );
    expect(
      strongFactorsText({ authenticatorApp: { addedAt: "x", lastUsedAt: null }, passkeys: [passkey] }),
    ).toBe("an authenticator app and a passkey");
  });

  it("says how long ago in words, and never for a factor not used yet", () => {
    const now = Date.parse("2026-12-02T12:00:00.000Z");
    expect(relativeTimeText("2026-12-02T11:59:30.000Z", now)).toBe("just now");
    expect(relativeTimeText("2026-12-02T12:00:20.000Z", now)).toBe("just now");
    expect(relativeTimeText("2026-12-02T11:55:00.000Z", now)).toBe("5 minutes ago");
    expect(relativeTimeText("2026-12-01T11:00:00.000Z", now)).toBe("yesterday");
    expect(relativeTimeText("not a date", now)).toBe("");
    expect(lastUsedText(null, now)).toBe("never");
  });

  it("groups the key by four and writes the codes file", () => {
    expect(groupedSecret("JBSWY3DPEHPK3PXPAB")).toBe("JBSW Y3DP EHPK 3PXP AB");
    const file = recoveryCodesFile(
      ["AAAA-BBBB-CCCC", "DDDD-EEEE-FFFF"],
      "dana@example.com",
      new Date("2026-12-02"),
    );
    expect(file.split("\n")).toEqual([
      "Taxlane recovery codes for dana@example.com",
      "",
      "AAAA-BBBB-CCCC",
      "DDDD-EEEE-FFFF",
      "",
      "Each code works once. Made Dec 2, 2026.",
      "",
    ]);
  });
});
