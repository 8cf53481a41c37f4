import { describe, expect, it } from "vitest";
import {
  signIn,
  signUpTaxpayer,
  strongPassword,
  tokenFor,
  uniqueEmail,
  withToken,
} from "../../../test/identity";
import { latestCodeFor, latestMailTo } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { demoAccounts, demoAccountsSeed, demoPassword } from "../../demo/accounts";
import { fixedClock } from "../../lib/clock";

const minute = 60_000;
const expert = demoAccounts[1];

describe("signing in", async () => {
  const clock = fixedClock(new Date("2026-04-01T08:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  // The seeder fills only an empty database; its step adds the demo accounts when they are missing.
  await demoAccountsSeed.run({ tx: app.services.db, clock, files: app.services.files });
  const getUser = (token: string) =>
    app.inject({ method: "GET", url: "/api/user/GetUser", headers: withToken(token) });
  const withCode = (email: string, code: string) =>
    app.inject({ method: "POST", url: "/api/identity/signInWithValidationCode", payload: { email, code } });

  it("gives a taxpayer a token whose session the API accepts", async () => {
    const email = await signUpTaxpayer(app);
    const token = await tokenFor(app, email);
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const email = await signUpTaxpayer(app);
    const wrongPassword = await signIn(app, email, "Not-the-password-1");
    const unknown = await signIn(app, uniqueEmail("nobody"), "Not-the-password-1");
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({
      errorMessage: "The e-mail or password is incorrect.",
      code: "BAD_REQUEST",
    });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  // Each test below signs in from its own address, so the per-address ceiling of the others never counts.
  let addresses = 0;
  const ownAddress = () => {
    addresses += 1;
    return `192.0.2.${addresses}`;
  };
  let address = ownAddress();
  const signInAs = (email: string, password: string, roleId?: number) =>
    app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email, password, roleId },
      remoteAddress: address,
    });

  it("signs a taxpayer who chose the tax professional sign-in into their own account", async () => {
    const email = await signUpTaxpayer(app);
    const response = await signInAs(email, strongPassword, 2);
    expect(response.statusCode).toBe(200);
    const token = response.json().token;
    expect(token).toEqual(expect.any(String));
    expect((await getUser(token)).json()).toMatchObject({ email, roleId: 1 });
  });

  it("asks an expert who chose the client sign-in for their own two-factor code", async () => {
    clock.advance(2 * minute);
    const first = await signInAs(expert.email, demoPassword, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorAuthIsActive: true, secondFactors: ["email"] });
    const second = await withCode(expert.email, await latestCodeFor(app, expert.email));
    expect((await getUser(second.json().token)).json()).toMatchObject({ email: expert.email, roleId: 2 });
  });

  it("answers a wrong password alike whichever sign-in was chosen and whether the address has an account", async () => {
    address = ownAddress();
    const email = await signUpTaxpayer(app);
    const nobody = uniqueEmail("nobody");
    const answers = [
      await signInAs(email, "Not-the-password-1", 1),
      await signInAs(email, "Not-the-password-1", 2),
      await signInAs(email, "Not-the-password-1"),
      await signInAs(nobody, "Not-the-password-1", 1),
      await signInAs(nobody, "Not-the-password-1", 2),
      await signInAs(expert.email, "Not-the-password-1", 1),
      await signInAs(expert.email, "Not-the-password-1", 2),
    ];
    const expected = { errorMessage: "The e-mail or password is incorrect.", code: "BAD_REQUEST" };
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(expected);
      expect(answer.headers["retry-after"]).toBeUndefined();
    }
  });

  it("makes an unknown address wait after repeated failures just as an account does", async () => {
    address = ownAddress();
    const email = await signUpTaxpayer(app);
    const nobody = uniqueEmail("nobody");
    const statuses = async (address: string) => {
      const seen = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        seen.push((await signInAs(address, "Wrong-password-99", 2)).statusCode);
      }
      return seen;
    };
    const known = await statuses(email);
    expect(known).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await statuses(nobody)).toEqual(known);
  });

  it("asks an expert for the mailed code, then gives the token", async () => {
    clock.advance(2 * minute);
    const first = await signIn(app, expert.email, demoPassword);
    expect(first.json()).toEqual({ twoFactorAuthIsActive: true, secondFactors: ["email"] });
    const code = await latestCodeFor(app, expert.email);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await withCode(expert.email, wrong)).json()).toMatchObject({ errorMessage: "Insert valid code" });
    const second = await withCode(expert.email, code);
    expect(second.statusCode).toBe(200);
    const user = await getUser(second.json().token);
    expect(user.json()).toMatchObject({ roleId: 2, twoFactorAuthIsActive: true });
    expect((await withCode(expert.email, code)).statusCode).toBe(400);
  });

  it("lets a taxpayer switch two-factor on, but never an expert off", async () => {
    const email = await signUpTaxpayer(app);
    const token = await tokenFor(app, email);
    const on = await app.inject({
      method: "POST",
      url: "/api/User/SetTwoFactor",
      headers: withToken(token),
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    clock.advance(2 * minute);
    expect((await signIn(app, email)).json()).toEqual({
      twoFactorAuthIsActive: true,
      secondFactors: ["email"],
    });
    expect((await latestMailTo(app, email))?.subject).toMatch(/sign-in code$/);

    clock.advance(2 * minute);
    await signIn(app, expert.email, demoPassword);
    const expertToken = (await withCode(expert.email, await latestCodeFor(app, expert.email))).json().token;
    const off = await app.inject({
      method: "POST",
      url: "/api/User/SetTwoFactor",
      headers: withToken(expertToken),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(403);
  });

  it("makes an account wait after repeated failures, longer each time", async () => {
    const email = await signUpTaxpayer(app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await signIn(app, email, "Wrong-password-99")).statusCode).toBe(400);
    }
    expect((await signIn(app, email, "Wrong-password-99")).statusCode).toBe(400);
    const blocked = await signIn(app, email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBe(30);
    clock.advance(31_000);
    expect((await signIn(app, email, "Wrong-password-99")).statusCode).toBe(400);
    expect(Number((await signIn(app, email)).headers["retry-after"])).toBe(60);
    clock.advance(61_000);
    expect((await signIn(app, email)).statusCode).toBe(200);
  });

  // On PostgreSQL (the pool's connections) the attempts meet the count at the same moment; the embedded
  // database answers one statement at a time.
  it("lets only as many of a burst of wrong passwords be checked as the account allows", async () => {
    const email = await signUpTaxpayer(app);
    const burst = await Promise.all(
      // Fewer than the address allows (20), which the other tests here share.
      Array.from({ length: 12 }, (_, guess) => signIn(app, email, `Wrong-password-${guess}`)),
    );
    const checked = burst.filter((answer) => answer.statusCode === 400);
    expect(checked).toHaveLength(5);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
    expect((await signIn(app, email)).statusCode).toBe(429);
    clock.advance(31_000);
    expect((await signIn(app, email)).statusCode).toBe(200);
  });

  it("ends the session on sign-out", async () => {
    const email = await signUpTaxpayer(app);
    const token = await tokenFor(app, email);
    const other = await tokenFor(app, email);
    const out = await app.inject({ method: "POST", url: "/api/identity/signOut", headers: withToken(token) });
    expect(out.statusCode).toBe(200);
    const after = await getUser(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("UNAUTHENTICATED");
    expect((await getUser(other)).statusCode).toBe(200);
  });

  it("asks for a session where one is needed", async () => {
    expect((await app.inject({ method: "GET", url: "/api/user/GetUser" })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/api/user/GetUser", headers: withToken("a.b.c") })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: "POST", url: "/api/identity/signOut" })).statusCode).toBe(401);
  });
});

describe("the sign-in ceiling per address", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "2" });

  it("answers 429 past it", async () => {
    const payload = { email: uniqueEmail(), password: "Whatever-it-is-1" };
    const statuses = [];
    for (let call = 0; call < 3; call += 1) {
      statuses.push((await app.inject({ method: "POST", url: "/api/identity/signIn", payload })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
