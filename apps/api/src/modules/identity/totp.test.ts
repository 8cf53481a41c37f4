import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../lib/clock";
import { matchedTotpStep, newTotpSecret, qrCodeSvg, totpUrl } from "./totp";

const secret = await newTotpSecret();

describe("authenticator app codes", () => {
  const start = new Date("2026-04-01T08:00:10Z");
  const stepAt = (date: Date) => Math.floor(date.getTime() / 30_000);
  const codeAt = (date: Date) => generate({ secret, epoch: Math.floor(date.getTime() / 1000) });

  it("takes the code of this step and of the steps either side, and names the step it matched", async () => {
    const clock = fixedClock(start);
    const code = await codeAt(start);
    expect(await matchedTotpStep(secret, code, clock, null)).toBe(stepAt(start));
    clock.advance(30_000);
    expect(await matchedTotpStep(secret, code, clock, null)).toBe(stepAt(start));
    clock.set(new Date(start.getTime() - 30_000));
    expect(await matchedTotpStep(secret, code, clock, null)).toBe(stepAt(start));
  });

  it("refuses a code two minutes old", async () => {
    const clock = fixedClock(start);
    const code = await codeAt(start);
    clock.advance(2 * 60_000);
    expect(await matchedTotpStep(secret, code, clock, null)).toBeNull();
  });

  it("refuses a code of a step already used, or of one before it", async () => {
    const clock = fixedClock(start);
    const code = await codeAt(start);
    expect(await matchedTotpStep(secret, code, clock, stepAt(start))).toBeNull();
    expect(await matchedTotpStep(secret, code, clock, stepAt(start) + 5)).toBeNull();
    expect(await matchedTotpStep(secret, code, clock, stepAt(start) - 1)).toBe(stepAt(start));
  });

  it("refuses a wrong code and anything that is not six digits", async () => {
    const clock = fixedClock(start);
    const code = await codeAt(start);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await matchedTotpStep(secret, wrong, clock, null)).toBeNull();
    expect(await matchedTotpStep(secret, `${code}1`, clock, null)).toBeNull();
  });

  it("names Taxlane and the e-mail in the URL an app scans, drawn as an SVG QR code", async () => {
    const url = await totpUrl(secret, "pat@example.test");
    expect(url).toMatch(/^otpauth:\/\/totp\/Taxlane:pat%40example\.test\?/);
    expect(url).toContain(`secret=${secret}`);
    expect(await qrCodeSvg(url)).toMatch(/^<svg/);
  });
});
