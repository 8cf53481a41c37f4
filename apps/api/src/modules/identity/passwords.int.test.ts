import { describe, expect, it } from "vitest";
import {
  signIn,
  signUpTaxpayer,
  strongPassword,
  tokenFor,
  uniqueEmail,
  withToken,
} from "../../../test/identity";
import { latestCodeFor, latestMailTo, latestResetTokenFor } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

const minute = 60_000;
const newPassword = "Cedar-ledger-2291";

describe("changing and resetting a password", async () => {
  const clock = fixedClock(new Date("2026-05-04T10:00:00Z"));
  const { app } = await createTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: "10000", PUBLIC_URL: "http://127.0.0.1:4173" },
    { clock },
  );
  const getUser = (token: string) =>
    app.inject({ method: "GET", url: "/api/user/GetUser", headers: withToken(token) });
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: "POST", url, payload, ...(token ? { headers: withToken(token) } : {}) });

  it("changes the password, keeps this session and ends the others", async () => {
    const email = await signUpTaxpayer(app);
    const current = await tokenFor(app, email);
    const elsewhere = await tokenFor(app, email);
    const response = await post(
      "/api/User/ChangePassword",
      { oldPassword: strongPassword, newPassword },
      current,
    );
    expect(response.statusCode).toBe(200);
    expect((await getUser(current)).statusCode).toBe(200);
    expect((await getUser(elsewhere)).statusCode).toBe(401);
    expect((await latestMailTo(app, email))?.subject).toBe("Your Taxlane password was changed");
    expect((await signIn(app, email, strongPassword)).statusCode).toBe(400);
    expect((await signIn(app, email, newPassword)).statusCode).toBe(200);
  });

  it("refuses a wrong current password, a weak new one, and no session", async () => {
    const email = await signUpTaxpayer(app);
    const token = await tokenFor(app, email);
    const wrong = await post(
      "/api/User/ChangePassword",
      { oldPassword: "Not-it-at-all-1", newPassword },
      token,
    );
    expect(wrong.json()).toMatchObject({
      errorMessage: "Your current password is not correct.",
      errors: [{ field: "oldPassword" }],
    });
    const short = await post(
      "/api/User/ChangePassword",
      { oldPassword: strongPassword, newPassword: "abc" },
      token,
    );
    expect(short.json().errorMessage).toBe("Password must be minimum 8 characters!");
    const common = await post(
      "/api/User/ChangePassword",
      { oldPassword: strongPassword, newPassword: "qwerty123" },
      token,
    );
    expect(common.statusCode).toBe(400);
    expect(
      (await post("/api/User/ChangePassword", { oldPassword: strongPassword, newPassword })).statusCode,
    ).toBe(401);
  });

  it("answers a reset request for an unknown address exactly as for a known one, and mails nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const response = await post("/api/Identity/ForgotPassword", { email: unknown });
    expect(response.statusCode).toBe(200);
    expect(await latestMailTo(app, unknown)).toBeNull();
    const known = await signUpTaxpayer(app);
    expect((await post("/api/Identity/ForgotPassword", { email: known })).json()).toEqual(response.json());
  });

  it("resets with the link: sessions end, the link works once, the new password signs in", async () => {
    clock.advance(2 * minute);
    const email = await signUpTaxpayer(app);
    const before = await tokenFor(app, email);
    await post("/api/Identity/ForgotPassword", { email });
    const mail = await latestMailTo(app, email);
    expect(mail?.text).toContain("http://127.0.0.1:4173/reset-password?token=");
    const token = await latestResetTokenFor(app, email);

    expect((await post("/api/Identity/VerifyResetPasswordToken", { token })).json()).toEqual({
      valid: true,
      email,
    });
    const mismatch = await post("/api/Identity/ResetPassword", {
      token,
      password: newPassword,
      confirmPassword: "Cedar-ledger-2292",
    });
    expect(mismatch.json()).toMatchObject({
      errorMessage: "Fields must match",
      errors: [{ field: "confirmPassword" }],
    });

    const reset = await post("/api/Identity/ResetPassword", {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await getUser(before)).statusCode).toBe(401);
    expect((await signIn(app, email, strongPassword)).statusCode).toBe(400);
    expect((await signIn(app, email, newPassword)).statusCode).toBe(200);

    const reused = await post("/api/Identity/ResetPassword", {
      token,
      password: "Another-ledger-77",
      confirmPassword: "Another-ledger-77",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorMessage).toBe(
      "This reset link has expired or was already used. Please ask for a new one.",
    );
    expect((await post("/api/Identity/VerifyResetPasswordToken", { token })).json()).toEqual({
      valid: false,
      email: null,
    });
  });

  it("resets with the code and the e-mail", async () => {
    clock.advance(2 * minute);
    const email = await signUpTaxpayer(app);
    await post("/api/Identity/ForgotPassword", { email });
    const code = await latestCodeFor(app, email);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await post("/api/Identity/VerifyForgotPasswordCode", { email, code: wrong })).json()).toEqual({
      valid: false,
    });
    expect((await post("/api/Identity/VerifyForgotPasswordCode", { email, code })).json()).toEqual({
      valid: true,
    });
    const reset = await post("/api/Identity/ResetPassword", {
      email,
      validationCode: code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(app, email, newPassword)).statusCode).toBe(200);
    const again = await post("/api/Identity/ResetPassword", {
      email,
      validationCode: code,
      password: strongPassword,
      confirmPassword: strongPassword,
    });
    expect(again.json().errorMessage).toBe("Insert valid code");
  });

  // On PostgreSQL (the pool's connections) the guesses meet the code at the same moment; the embedded
  // database answers one statement at a time.
  it("counts each of many wrong codes sent at once, so a burst of guesses voids the code too", async () => {
    clock.advance(2 * minute);
    const email = await signUpTaxpayer(app);
    await post("/api/Identity/ForgotPassword", { email });
    const code = await latestCodeFor(app, email);
    const guesses = Array.from({ length: 20 }, (_, guess) =>
      String((Number(code) + guess + 1) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(
      guesses.map((guess) => post("/api/Identity/VerifyForgotPasswordCode", { email, code: guess })),
    );
    expect(answers.map((answer) => answer.json())).toEqual(guesses.map(() => ({ valid: false })));
    expect((await post("/api/Identity/VerifyForgotPasswordCode", { email, code })).json()).toEqual({
      valid: false,
    });
  });

  it("sets one password when a link and a code are each sent twice at the same moment", async () => {
    clock.advance(2 * minute);
    const email = await signUpTaxpayer(app);
    await post("/api/Identity/ForgotPassword", { email });
    const token = await latestResetTokenFor(app, email);
    const passwords = ["First-ledger-1111", "Second-ledger-2222"];
    const byLink = await Promise.all(
      passwords.map((password) =>
        post("/api/Identity/ResetPassword", { token, password, confirmPassword: password }),
      ),
    );
    expect(byLink.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    clock.advance(2 * minute);
    await post("/api/Identity/ForgotPassword", { email });
    const newCode = await latestCodeFor(app, email);
    const byCode = await Promise.all(
      passwords.map((password) =>
        post("/api/Identity/ResetPassword", {
          email,
          validationCode: newCode,
          password,
          confirmPassword: password,
        }),
      ),
    );
    expect(byCode.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it("lets a reset link lapse after an hour", async () => {
    clock.advance(2 * minute);
    const email = await signUpTaxpayer(app);
    await post("/api/Identity/ForgotPassword", { email });
    const token = await latestResetTokenFor(app, email);
    clock.advance(61 * minute);
    expect((await post("/api/Identity/VerifyResetPasswordToken", { token })).json().valid).toBe(false);
    expect(
      (
        await post("/api/Identity/ResetPassword", {
          token,
          password: newPassword,
          confirmPassword: newPassword,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("asks for a code or a link", async () => {
    const response = await post("/api/Identity/ResetPassword", {
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("validationCode");
  });
});
