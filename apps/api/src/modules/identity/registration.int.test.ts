import { describe, expect, it } from "vitest";
import {
  registration,
  signIn,
  strongPassword,
  tokenFor,
  uniqueEmail,
  withToken,
} from "../../../test/identity";
import { latestCodeFor, latestMailTo } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

const minute = 60_000;

describe("signing up as a taxpayer", async () => {
  const clock = fixedClock(new Date("2026-02-02T15:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  const sendCode = (email: string) =>
    app.inject({
      method: "POST",
      url: `/api/identity/sendEmailValidationCode?email=${encodeURIComponent(email)}`,
    });
  const register = (body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/Taxpayer/RegisterTaxpayer", payload: body });

  it("mails a code, creates the account with it, and lets the person sign in", async () => {
    const email = uniqueEmail("dana");
    expect((await sendCode(email)).statusCode).toBe(200);
    const mail = await latestMailTo(app, email);
    expect(mail?.subject).toMatch(/^\d{6} is your Taxlane sign-up code$/);
    const response = await register(registration(email, await latestCodeFor(app, email)));
    expect(response.statusCode).toBe(200);

    const token = await tokenFor(app, email);
    const user = await app.inject({ method: "GET", url: "/api/user/GetUser", headers: withToken(token) });
    expect(user.json()).toEqual({
      id: expect.any(Number),
      roleId: 1,
      email,
      phoneNumber: "+1 415 555 0100",
      firstName: "Jordan",
      lastName: "Reyes",
      birthDate: null,
      mayCallDirectly: true,
      hasSubscription: false,
      hasSyncedCalendar: false,
      avatar: null,
      avatarUrl: null,
      twoFactorAuthIsActive: false,
      secondFactor: { required: false, hasStrongFactor: false, satisfied: true, dueAt: null, blocked: false },
      language: "en",
    });
  });

  it("refuses a wrong code with 'Insert valid code' and makes no account", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCodeFor(app, email);
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await register(registration(email, wrong));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorMessage: "Insert valid code",
      errors: [{ field: "emailValidationCode" }],
    });
    expect((await signIn(app, email)).statusCode).toBe(400);
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCodeFor(app, email);
    clock.advance(10 * minute + 1000);
    expect((await register(registration(email, code))).json().errorMessage).toBe("Insert valid code");
  });

  /** A new address and the code mailed to it, past the last send's minute. */
  const mailedCode = async () => {
    const email = uniqueEmail();
    clock.advance(2 * minute);
    await sendCode(email);
    return { email, code: await latestCodeFor(app, email) };
  };

  it("voids a code after 5 wrong tries", async () => {
    const { email, code } = await mailedCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await register(registration(email, wrong))).statusCode).toBe(400);
    }
    expect((await register(registration(email, code))).json().errorMessage).toBe("Insert valid code");
  });

  it("counts each of many wrong guesses sent at once, so they void the code too", async () => {
    const { email, code } = await mailedCode();
    const wrongs = Array.from({ length: 20 }, (_, guess) =>
      String((Number(code) + guess + 1) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(wrongs.map((wrong) => register(registration(email, wrong))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(wrongs.map(() => 400));
    expect((await register(registration(email, code))).json().errorMessage).toBe("Insert valid code");
  });

  it("keeps a code's tries for wrong guesses only", async () => {
    const { email, code } = await mailedCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await register(registration(email, wrong))).statusCode).toBe(400);
    }
    expect((await register(registration(email, code))).statusCode).toBe(200);
  });

  it("allows a resend once a minute and 5 times an hour", async () => {
    const email = uniqueEmail();
    clock.advance(2 * minute);
    expect((await sendCode(email)).statusCode).toBe(200);
    const tooSoon = await sendCode(email);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);
    for (let send = 0; send < 4; send += 1) {
      clock.advance(minute + 1000);
      expect((await sendCode(email)).statusCode).toBe(200);
    }
    clock.advance(minute + 1000);
    const sixth = await sendCode(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorMessage).toContain("5 codes in the last hour");
    clock.advance(60 * minute);
  });

  it("only the newest code works", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const first = await latestCodeFor(app, email);
    clock.advance(minute + 1000);
    await sendCode(email);
    const second = await latestCodeFor(app, email);
    if (first !== second) expect((await register(registration(email, first))).statusCode).toBe(400);
    expect((await register(registration(email, second))).statusCode).toBe(200);
  });

  it("never reveals that an address is taken", async () => {
    const email = uniqueEmail("taken");
    clock.advance(2 * minute);
    await sendCode(email);
    await register(registration(email, await latestCodeFor(app, email)));
    clock.advance(2 * minute);

    const again = await sendCode(email.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect((await latestMailTo(app, email))?.subject).toBe("You already have a Taxlane account");
    const attempt = await register(
      registration(email.toUpperCase(), "123456", { password: "Another-pass-2090" }),
    );
    expect(attempt.json().errorMessage).toBe("Insert valid code");
    expect((await signIn(app, email, "Another-pass-2090")).statusCode).toBe(400);
    expect((await signIn(app, email, strongPassword)).statusCode).toBe(200);
  });

  it.each([
    [{ password: "short1" }, "password", "Password must be minimum 8 characters!"],
    [
      { password: "password123" },
      "password",
      "This password is too common and easy to guess. Please choose another one.",
    ],
    [{ agreePrivacyPolicy: false }, "agreePrivacyPolicy", "Should accept agreement"],
    [{ agreePrivacyPolicy: undefined }, "agreePrivacyPolicy", "Should accept agreement"],
    [{ email: "not-an-email" }, "email", "The input is not valid E-mail!"],
    [{ email: "" }, "email", "Please input your E-mail!"],
    [{ firstName: "" }, "firstName", "This field is required"],
    [{ firstName: "x".repeat(101) }, "firstName", "Names can be at most 100 characters."],
    [{ password: "x".repeat(129) }, "password", "Password must be at most 128 characters."],
    [{ emailValidationCode: "12ab56" }, "emailValidationCode", "Insert valid code"],
  ])("refuses %o naming %s", async (overrides, field, message) => {
    const email = uniqueEmail();
    const response = await register(registration(email, "123456", overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorMessage).toBe(message);
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
