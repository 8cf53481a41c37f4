import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { signUpTaxpayer, strongPassword, tokenFor, withToken } from "../../../test/identity";
import { latestCodeFor, mailSent } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

/** How many messages the dev mailbox holds for the address. */
async function mailCount(app: FastifyInstance, address: string): Promise<number> {
  await mailSent(app);
  const list = (await app.inject({ method: "GET", url: "/api/dev/mail" })).json<{ to: string }[]>();
  return list.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase())).length;
}

describe("signing in again while the sign-in code sent moments ago is still good", async () => {
  const clock = fixedClock(new Date("2026-04-01T08:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  const signIn = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    app.inject({ method: "POST", url: "/api/identity/signIn", payload: { email, password, ...extra } });
  const withCode = (email: string, code: string) =>
    app.inject({ method: "POST", url: "/api/identity/signInWithValidationCode", payload: { email, code } });

  /** A taxpayer who turned two-factor sign-in on, with the first code of a sign-in mailed. */
  async function twoFactorTaxpayerAtCodeScreen(): Promise<string> {
    const email = await signUpTaxpayer(app);
    const token = await tokenFor(app, email);
    await app.inject({
      method: "POST",
      url: "/api/User/SetTwoFactor",
      headers: withToken(token),
      payload: { enabled: true },
    });
    clock.advance(2 * 60_000);
    expect((await signIn(email, strongPassword)).json()).toEqual({
      twoFactorAuthIsActive: true,
      secondFactors: ["email"],
    });
    return email;
  }

  it("leads back to the code already sent, mails nothing new, and that code signs in", async () => {
    const email = await twoFactorTaxpayerAtCodeScreen();
    const code = await latestCodeFor(app, email);
    const mailsBefore = await mailCount(app, email);
    clock.advance(20_000);

    const again = await signIn(email, strongPassword);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      twoFactorAuthIsActive: true,
      codeAlreadySent: true,
      codeSentSecondsAgo: 20,
      secondFactors: ["email"],
    });
    expect(await mailCount(app, email)).toBe(mailsBefore);

    const signedIn = await withCode(email, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });

  it("keeps the limit on asking for another code from the code screen", async () => {
    const email = await twoFactorTaxpayerAtCodeScreen();
    clock.advance(10_000);
    const resend = await signIn(email, strongPassword, { resend: true });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().errorMessage).toBe(
      "A code was sent moments ago. You can ask for another in 50 seconds.",
    );
    clock.advance(51_000);
    const later = await signIn(email, strongPassword, { resend: true });
    expect(later.json()).toEqual({ twoFactorAuthIsActive: true, secondFactors: ["email"] });
  });

  it("tells nothing to someone without the right password", async () => {
    const email = await twoFactorTaxpayerAtCodeScreen();
    clock.advance(5_000);
    const wrong = await signIn(email, "Not-the-password-1");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errorMessage: "The e-mail or password is incorrect.",
      code: "BAD_REQUEST",
    });
  });

  it("still waits out the minute when the code sent can no longer be entered", async () => {
    const email = await twoFactorTaxpayerAtCodeScreen();
    const code = await latestCodeFor(app, email);
    expect((await withCode(email, code)).statusCode).toBe(200);
    clock.advance(10_000);
    const again = await signIn(email, strongPassword);
    expect(again.statusCode).toBe(429);
    expect(again.json().errorMessage).toMatch(/^A code was sent moments ago/);
  });
});
