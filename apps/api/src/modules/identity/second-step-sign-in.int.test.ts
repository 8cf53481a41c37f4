import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addAuthenticatorApp, personWithPassword, totpCodeAt } from "../../../test/authenticator-app";
import { strongPassword, withToken } from "../../../test/identity";
import { latestMailTo, mailSent } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { auditEntries } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const step = 30_000;

describe("signing in with an authenticator app or a recovery code", async () => {
  const clock = fixedClock(new Date("2026-04-01T08:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  let addresses = 0;
  const ownAddress = () => {
    addresses += 1;
    return `198.51.100.${addresses}`;
  };
  const call = (url: string, payload: Record<string, unknown>, remoteAddress = "192.0.2.10") =>
    app.inject({ method: "POST", url: `/api/identity/${url}`, payload, remoteAddress });
  const signIn = (email: string, remoteAddress?: string) =>
    call("signIn", { email, password: strongPassword }, remoteAddress);
  const withCode = (email: string, code: string, signInStep?: string, remoteAddress?: string) =>
    call("signInWithValidationCode", { email, code, ...(signInStep ? { signInStep } : {}) }, remoteAddress);
  const getUser = (token: string) =>
    app.inject({ method: "GET", url: "/api/User/GetUser", headers: withToken(token) });
  /** A person of the role with an app, its secret, and a clock past the step the setup used. */
  async function withApp(roleId = 1) {
    const person = await personWithPassword(app, roleId);
    const added = await addAuthenticatorApp(app, person.token, clock);
    clock.advance(step);
    return { ...person, ...added };
  }
  const failuresOf = async (userId: number) =>
    app.services.db
      .select({ detail: auditEntries.detail })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.subjectUserId, userId), eq(auditEntries.action, "identity.second-step-failed")),
      )
      .orderBy(auditEntries.id);

  it("asks for the app's code after the password, with a step and no mail", async () => {
    const person = await withApp();
    await mailSent(app);
    const before = await latestMailTo(app, person.email);
    const first = await signIn(person.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      twoFactorAuthIsActive: true,
      secondFactors: ["totp", "recovery"],
      signInStep: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await mailSent(app);
    expect(await latestMailTo(app, person.email)).toEqual(before);
    const second = await withCode(
      person.email,
      await totpCodeAt(person.secret, clock),
      first.json().signInStep,
    );
    expect(second.statusCode).toBe(200);
  });

  it("takes the app's code from the existing client, which sends no step, and the session counts as strong", async () => {
    const professional = await withApp(2);
    expect((await signIn(professional.email)).json().twoFactorAuthIsActive).toBe(true);
    const second = await withCode(professional.email, await totpCodeAt(professional.secret, clock));
    expect(second.statusCode).toBe(200);
    const user = await getUser(second.json().token);
    expect(user.json().secondFactor).toEqual({
      required: true,
      hasStrongFactor: true,
      satisfied: true,
      dueAt: null,
      blocked: false,
    });
  });

  it("never takes the same code twice", async () => {
    const person = await withApp();
    const code = await totpCodeAt(person.secret, clock);
    await signIn(person.email);
    expect((await withCode(person.email, code)).statusCode).toBe(200);
    await signIn(person.email);
    const again = await withCode(person.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe("Insert valid code");
    clock.advance(step);
    expect((await withCode(person.email, await totpCodeAt(person.secret, clock))).statusCode).toBe(200);
  });

  it("refuses a code that was good two minutes ago", async () => {
    const person = await withApp();
    const code = await totpCodeAt(person.secret, clock);
    await signIn(person.email);
    clock.advance(2 * 60_000);
    expect((await withCode(person.email, code)).statusCode).toBe(400);
    expect((await withCode(person.email, await totpCodeAt(person.secret, clock))).statusCode).toBe(200);
  });

  it("refuses the app's code without the password step before it", async () => {
    const person = await withApp();
    const alone = await withCode(person.email, await totpCodeAt(person.secret, clock));
    expect(alone.statusCode).toBe(400);
    expect(await failuresOf(person.id)).toEqual([{ detail: { factor: "totp", reason: "no-sign-in-step" } }]);
  });

  it("counts wrong codes on the step and ends it at the fifth, whatever the address", async () => {
    const person = await withApp();
    const { signInStep } = (await signIn(person.email)).json();
    const right = await totpCodeAt(person.secret, clock);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await withCode(person.email, wrong, signInStep, ownAddress())).statusCode).toBe(400);
    }
    expect((await withCode(person.email, right, signInStep, ownAddress())).statusCode).toBe(400);
    expect(await failuresOf(person.id)).toHaveLength(6);
    const { signInStep: next } = (await signIn(person.email, ownAddress())).json();
    expect((await withCode(person.email, right, next, ownAddress())).statusCode).toBe(200);
  });

  it("counts wrong codes against the sign-in throttle like wrong passwords", async () => {
    const person = await withApp();
    const address = ownAddress();
    const { signInStep } = (await signIn(person.email, address)).json();
    const right = await totpCodeAt(person.secret, clock);
    const wrong = right === "000000" ? "111111" : "000000";
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await withCode(person.email, wrong, signInStep, address)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("takes a recovery code once, tells the person how many are left, and opens a strong session", async () => {
    const professional = await withApp(2);
    const [code, other] = professional.recoveryCodes;
    const first = await signIn(professional.email);
    const used = await call("signInWithRecoveryCode", {
      email: professional.email,
      recoveryCode: code?.toLowerCase(),
      signInStep: first.json().signInStep,
    });
    expect(used.statusCode).toBe(200);
    expect((await getUser(used.json().token)).json().secondFactor).toMatchObject({ satisfied: true });
    const subject = "A recovery code was used to sign in to your Taxlane account";
    const mail = await latestMailTo(app, professional.email, subject);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain("You have 9 recovery codes left.");

    const second = await signIn(professional.email);
    const again = await call("signInWithRecoveryCode", {
      email: professional.email,
      recoveryCode: code,
      signInStep: second.json().signInStep,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: "recoveryCode", message: expect.any(String) }]);
    expect(await failuresOf(professional.id)).toEqual([
      { detail: { factor: "recovery", reason: "wrong-recovery-code" } },
    ]);
    // The wrong try did not spend the step: another code finishes the same sign-in.
    const withOther = await call("signInWithRecoveryCode", {
      email: professional.email,
      recoveryCode: other,
      signInStep: second.json().signInStep,
    });
    expect(withOther.statusCode).toBe(200);
  });

  it("refuses a recovery code without the password step", async () => {
    const person = await withApp();
    const alone = await call("signInWithRecoveryCode", {
      email: person.email,
      recoveryCode: person.recoveryCodes[0],
    });
    expect(alone.statusCode).toBe(400);
    const unknown = await call("signInWithRecoveryCode", {
      email: `nobody-${person.id}@example.test`,
      recoveryCode: person.recoveryCodes[0],
    });
    expect(unknown.json()).toEqual(alone.json());
  });
});
