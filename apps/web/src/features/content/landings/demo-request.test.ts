import { invalidPhoneText, validationTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { demoProblems, emptyDemo, toDemoRequest } from "./demo-request";

describe("demoProblems", () => {
  it("asks for the name and e-mail, the rest being optional", () => {
    expect(demoProblems(emptyDemo)).toEqual({
      fullName: validationTexts.required,
      email: validationTexts.emailRequired,
    });
  });

  it("checks the e-mail's and the phone's shapes", () => {
    const problems = demoProblems({ ...emptyDemo, fullName: "Ana", email: "ana@", phone: "call me" });
    expect(problems).toEqual({ email: validationTexts.invalidEmail, phone: invalidPhoneText });
  });

  it("accepts a complete request", () => {
    expect(
      demoProblems({
        fullName: "Ana Ruiz",
        organizationName: "Ruiz CPA",
        email: "ana@ruizcpa.com",
        phone: "+1 (415) 555-0100",
        message: "Tuesdays work best.",
      }),
    ).toEqual({});
  });
});

describe("toDemoRequest", () => {
  it("trims, leaves empty optional fields out and carries the honeypot only when filled", () => {
    expect(
      toDemoRequest(
        { ...emptyDemo, fullName: " Ana ", email: " ana@ruizcpa.com ", organizationName: "  " },
        "",
      ),
    ).toEqual({
      fullName: "Ana",
      organizationName: undefined,
      email: "ana@ruizcpa.com",
      phone: undefined,
      message: undefined,
      website: undefined,
    });
    expect(toDemoRequest(emptyDemo, "spam").website).toBe("spam");
  });
});
