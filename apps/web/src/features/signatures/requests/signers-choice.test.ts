import { describe, expect, it } from "vitest";
import { defaultSigners, signersToSend } from "./signers-choice";

describe("the signers of a request", () => {
  it("asks for the identity check by default when the title names Form 8879", () => {
    expect(defaultSigners("Form 8879 for 2025").identityRequired).toBe(true);
    expect(defaultSigners("Engagement addendum").identityRequired).toBe(false);
    expect(defaultSigners("Anything").expiresInDays).toBe(14);
  });

  it("sends the taxpayer by role only, and the spouse with their name and e-mail", () => {
    expect(signersToSend({ spouse: null, identityRequired: true, expiresInDays: 14 })).toEqual([
      { role: "taxpayer" },
    ]);
    expect(
      signersToSend({
        spouse: { name: " Alex Rivera ", email: "alex@example.com " },
        identityRequired: true,
        expiresInDays: 3,
      }),
    ).toEqual([{ role: "taxpayer" }, { role: "spouse", name: "Alex Rivera", email: "alex@example.com" }]);
  });
});
