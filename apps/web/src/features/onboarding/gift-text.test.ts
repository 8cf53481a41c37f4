import { describe, expect, it } from "vitest";
import { giftLead } from "./gift-text";

describe("giftLead", () => {
  it("says a request through an invitation goes to the professional who invited", () => {
    const text = giftLead(true);
    expect(text).toContain("on its way to the tax professional who invited you");
    expect(text).not.toMatch(/up to \d/);
  });

  it("says any other request is matched with up to five professionals", () => {
    expect(giftLead(false)).toContain("matching you with up to 5 tax professionals");
  });
});
