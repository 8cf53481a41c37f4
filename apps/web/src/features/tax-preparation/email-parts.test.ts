import { describe, expect, it } from "vitest";
import { emailParts } from "./email-parts";

describe("emailParts", () => {
  it("keeps the name whole and cuts the domain before each dot", () => {
    expect(emailParts("taxpayer@demo.taxlane.app")).toEqual({
      local: "taxpayer",
      domain: ["@demo", ".taxlane", ".app"],
    });
  });

  it("keeps dots of the name inside it", () => {
    expect(emailParts("dana.whitfield@example.com")).toEqual({
      local: "dana.whitfield",
      domain: ["@example", ".com"],
    });
  });

  it("leaves text without a domain whole", () => {
    expect(emailParts("not-an-address")).toEqual({ local: "not-an-address", domain: [] });
    expect(emailParts("@example.com")).toEqual({ local: "@example.com", domain: [] });
  });
});
