import { describe, expect, it } from "vitest";
import { maskedPhone, toE164 } from "./phone-number";
import { providerFailure } from "./provider-failure";
import { textSendAfter } from "./quiet-hours";
import { twilioSignature, validTwilioSignature } from "./twilio-signature";

describe("a mobile number", () => {
  it("reads US numbers without a country code, and others with theirs", () => {
    expect(toE164("(415) 555-0123")).toBe("+14155550123");
    expect(toE164("1 415.555.0123")).toBe("+14155550123");
    expect(toE164("+1 415 555 0123")).toBe("+14155550123");
    expect(toE164("+44 7700 900123")).toBe("+447700900123");
  });

  it("refuses what is not a number", () => {
    for (const bad of [
      "",
      "555-0123",
      "(015) 555-0123",
      "415 155 0123",
      "+0 123456789",
      "415555012a",
      "+1234",
    ]) {
      expect(toE164(bad), bad).toBeNull();
    }
  });

  it("is shown with its last four digits", () => {
    expect(maskedPhone("+14155550123")).toBe("•••••••0123");
  });
});

describe("quiet hours", () => {
  const zone = "America/Chicago";
  it("send at once during the day", () => {
    const noon = new Date("2026-03-10T18:00:00Z"); // 13:00 in Chicago
    expect(textSendAfter(noon, zone)).toEqual(noon);
  });

  it("hold a text written late in the evening until 08:00 next morning in the person's zone", () => {
    expect(textSendAfter(new Date("2026-03-11T03:30:00Z"), zone).toISOString()).toBe(
      "2026-03-11T13:00:00.000Z",
    );
  });

  it("hold a text written before 08:00 until 08:00 that morning", () => {
    expect(textSendAfter(new Date("2026-03-11T10:00:00Z"), zone).toISOString()).toBe(
      "2026-03-11T13:00:00.000Z",
    );
  });

  it("take the eastern US without a zone, or with a broken one", () => {
    const late = new Date("2026-07-01T02:00:00Z"); // 22:00 in New York
    expect(textSendAfter(late, null).toISOString()).toBe("2026-07-01T12:00:00.000Z");
    expect(textSendAfter(late, "Not/AZone").toISOString()).toBe("2026-07-01T12:00:00.000Z");
  });
});

describe("Twilio's signature", () => {
  it("is the one Twilio's own library accepts", async () => {
    const { validateRequest } = await import("twilio");
    const form = { CallSid: "CA1234567890ABCDE", Caller: "+12349013030", Digits: "1234", To: "+18005551212" };
    const url = "https://example.com/myapp.php?foo=1&bar=2";
    expect(validateRequest("12345", twilioSignature("12345", url, form), url, form)).toBe(true);
  });

  it("is refused when missing or made with another token", () => {
    const form = { From: "+14155550123", Body: "STOP" };
    const url = "https://taxlane.example/api/Notifications/TextInbound";
    expect(validTwilioSignature("token-a-0123456789", url, form, undefined)).toBe(false);
    expect(
      validTwilioSignature("token-a-0123456789", url, form, twilioSignature("token-b-0123456789", url, form)),
    ).toBe(false);
    expect(
      validTwilioSignature("token-a-0123456789", url, form, twilioSignature("token-a-0123456789", url, form)),
    ).toBe(true);
  });
});

describe("a provider's failure in the log", () => {
  it("keeps its kind, code and status, never its words (they may repeat the number)", () => {
    const refused = Object.assign(new Error("The 'To' number +14155550123 is not a valid phone number."), {
      code: 21211,
      status: 400,
    });
    const logged = providerFailure(refused);
    expect(logged).toEqual({ kind: "Error", code: 21211, status: 400 });
    expect(JSON.stringify(logged)).not.toContain("4155550123");
    expect(providerFailure("down")).toEqual({ kind: "string" });
  });
});
