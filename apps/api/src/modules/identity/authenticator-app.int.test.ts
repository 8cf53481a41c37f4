import { describe, expect, it } from "vitest";
import {
  addAuthenticatorApp,
  confirmApp,
  personWithPassword,
  startApp,
  totpCodeAt,
} from "../../../test/authenticator-app";
import { strongPassword, withToken } from "../../../test/identity";
import { latestMailTo } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

const step = 30_000;

describe("an authenticator app", async () => {
  const clock = fixedClock(new Date("2026-04-01T08:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  const post = (token: string, url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: `/api${url}`,
      headers: withToken(token),
      ...(payload ? { payload } : {}),
    });
  const security = async (token: string) =>
    (await app.inject({ method: "GET", url: "/api/User/Security", headers: withToken(token) })).json();

  it("is kept only once a first code from it is confirmed, with a new token and ten recovery codes", async () => {
    const person = await personWithPassword(app);
    const started = await startApp(app, person.token);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeSvg } = started.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCodeSvg).toMatch(/^<svg/);
    expect((await security(person.token)).authenticatorApp).toBeNull();

    const code = await totpCodeAt(secret, clock);
    const wrong = await confirmApp(app, person.token, code === "000000" ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: "code", message: expect.stringContaining("does not match") },
    ]);

    const confirmed = await confirmApp(app, person.token, code);
    expect(confirmed.statusCode).toBe(200);
    const { token, recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The session that added it was re-opened as one that used it: the old token is over.
    expect(
      (await app.inject({ method: "GET", url: "/api/User/GetUser", headers: withToken(person.token) }))
        .statusCode,
    ).toBe(401);
    const overview = await security(token);
    expect(overview).toMatchObject({
      authenticatorApp: { addedAt: clock.now().toISOString(), lastUsedAt: null },
      passkeys: [],
      recoveryCodesLeft: 10,
      emailCodes: false,
      status: { required: false, hasStrongFactor: true, satisfied: true, dueAt: null, blocked: false },
    });
    expect(JSON.stringify(overview)).not.toContain(secret);
    // A second confirmation has no pending secret left.
    expect((await confirmApp(app, token, code)).statusCode).toBe(400);
  });

  it("is replaced by a new one once the new one is confirmed; the old one's codes stop working", async () => {
    const person = await personWithPassword(app);
    const first = await addAuthenticatorApp(app, person.token, clock);
    clock.advance(step);
    const started = (await startApp(app, first.token)).json();
    // Until confirmed, the old app stays.
    expect((await security(first.token)).authenticatorApp).not.toBeNull();
    const replaced = await confirmApp(app, first.token, await totpCodeAt(started.secret, clock));
    expect(replaced.statusCode).toBe(200);
    // The person still has their first codes: no new ones come with a second app.
    expect(replaced.json().recoveryCodes).toEqual([]);

    clock.advance(step);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email: person.email, password: strongPassword },
    });
    const signInStep = signIn.json().signInStep;
    const withOld = await app.inject({
      method: "POST",
      url: "/api/identity/signInWithValidationCode",
      payload: { email: person.email, code: await totpCodeAt(first.secret, clock), signInStep },
    });
    expect(withOld.statusCode).toBe(400);
    const withNew = await app.inject({
      method: "POST",
      url: "/api/identity/signInWithValidationCode",
      payload: { email: person.email, code: await totpCodeAt(started.secret, clock), signInStep },
    });
    expect(withNew.statusCode).toBe(200);
  });

  it("is removed with the password, the person told by mail; its recovery codes go with it", async () => {
    const person = await personWithPassword(app);
    const { token } = await addAuthenticatorApp(app, person.token, clock);
    const wrong = await post(token, "/User/RemoveAuthenticatorApp", { password: "Not-the-password-1" });
    expect(wrong.statusCode).toBe(400);
    expect((await security(token)).authenticatorApp).not.toBeNull();

    const removed = await post(token, "/User/RemoveAuthenticatorApp", { password: strongPassword });
    expect(removed.statusCode).toBe(200);
    expect(await security(token)).toMatchObject({ authenticatorApp: null, recoveryCodesLeft: 0 });
    expect((await latestMailTo(app, person.email))?.subject).toBe(
      "The authenticator app was removed from your Taxlane account",
    );
    const signIn = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email: person.email, password: strongPassword },
    });
    expect(signIn.json().token).toEqual(expect.any(String));
  });

  it("stays with a professional while it is their last app or passkey, until a new app replaces it", async () => {
    const professional = await personWithPassword(app, 2);
    const { token } = await addAuthenticatorApp(app, professional.token, clock);
    const refused = await post(token, "/User/RemoveAuthenticatorApp", { password: strongPassword });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/Add a passkey, or set up a new app/);
    expect((await security(token)).authenticatorApp).not.toBeNull();
  });
});

describe("recovery codes", async () => {
  const clock = fixedClock(new Date("2026-04-01T08:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  const renew = (token: string, password: string) =>
    app.inject({
      method: "POST",
      url: "/api/User/RegenerateRecoveryCodes",
      headers: withToken(token),
      payload: { password },
    });
  const withRecoveryCode = async (email: string, recoveryCode: string) => {
    clock.advance(step);
    const first = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email, password: strongPassword },
    });
    return app.inject({
      method: "POST",
      url: "/api/identity/signInWithRecoveryCode",
      payload: { email, recoveryCode, signInStep: first.json().signInStep },
    });
  };

  it("are renewed with the password: ten new ones, the old set void, the person told", async () => {
    const person = await personWithPassword(app);
    const { token, recoveryCodes: old } = await addAuthenticatorApp(app, person.token, clock);
    expect((await renew(token, "Not-the-password-1")).statusCode).toBe(400);
    const renewed = await renew(token, strongPassword);
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await latestMailTo(app, person.email))?.subject).toBe(
      "New recovery codes for your Taxlane account",
    );
    expect((await withRecoveryCode(person.email, old[0] ?? "")).statusCode).toBe(400);
    expect((await withRecoveryCode(person.email, fresh[0] ?? "")).statusCode).toBe(200);
  });

  it("are not made for someone with neither an app nor a passkey", async () => {
    const person = await personWithPassword(app);
    expect((await renew(person.token, strongPassword)).statusCode).toBe(409);
  });
});
