import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addAuthenticatorApp } from "../../../test/authenticator-app";
import { strongPassword, withToken } from "../../../test/identity";
import { latestCodeFor } from "../../../test/mailbox";
import { createExpert } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { users } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { hashPassword } from "./passwords";

const day = 24 * 60 * 60_000;

describe("the grace a professional has to add an authenticator app or a passkey", async () => {
  const clock = fixedClock(new Date("2026-04-01T08:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  const get = (token: string, url: string) =>
    app.inject({ method: "GET", url: `/api${url}`, headers: withToken(token) });
  const clientData = (token: string) => get(token, "/Accountant/GetAccountantTaxPreparations");
  /** The password, then the mailed code: the only way in without an app or a passkey. */
  async function signInByMail(email: string, graceBegins = false): Promise<string> {
    const first = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email, password: strongPassword },
    });
    expect(first.json()).toMatchObject({ twoFactorAuthIsActive: true, secondFactors: ["email"] });
    const second = await app.inject({
      method: "POST",
      url: "/api/identity/signInWithValidationCode",
      payload: { email, code: await latestCodeFor(app, email) },
    });
    // The sign-in that begins the grace says so, and the web walks the person through the set-up.
    expect(second.json().secondFactorGraceBegan).toBe(graceBegins ? true : undefined);
    return second.json().token;
  }

  it("starts at the first sign-in without one, closes client data when over, and ends with an app", async () => {
    const expert = await createExpert(app);
    const passwordHash = await hashPassword(strongPassword);
    await app.services.db.update(users).set({ passwordHash }).where(eq(users.id, expert.id));
    const signedInAt = clock.now();
    const dueAt = new Date(signedInAt.getTime() + 7 * day).toISOString();

    const token = await signInByMail(expert.email, true);
    expect((await get(token, "/User/GetUser")).json().secondFactor).toEqual({
      required: true,
      hasStrongFactor: false,
      satisfied: false,
      dueAt,
      blocked: false,
    });
    expect((await clientData(token)).statusCode).toBe(200);

    // A later sign-in within the grace leaves its end where it was.
    clock.advance(2 * day);
    const later = await signInByMail(expert.email);
    expect((await get(later, "/User/Security")).json()).toMatchObject({
      authenticatorApp: null,
      emailCodes: true,
      status: { dueAt, blocked: false },
    });

    clock.advance(6 * day);
    const past = await signInByMail(expert.email);
    const refused = await clientData(past);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("SECOND_FACTOR_REQUIRED");
    // What adding a factor needs stays open.
    expect((await get(past, "/User/GetUser")).json().secondFactor).toMatchObject({ dueAt, blocked: true });
    expect((await get(past, "/User/Security")).statusCode).toBe(200);

    const added = await addAuthenticatorApp(app, past, clock);
    expect((await clientData(added.token)).statusCode).toBe(200);
    expect((await get(added.token, "/User/GetUser")).json().secondFactor).toEqual({
      required: true,
      hasStrongFactor: true,
      satisfied: true,
      dueAt: null,
      blocked: false,
    });
  });

  it("is never given to a taxpayer", async () => {
    const taxpayer = await createExpert(app);
    await app.services.db
      .update(users)
      .set({ roleId: 1, passwordHash: await hashPassword(strongPassword) })
      .where(eq(users.id, taxpayer.id));
    const signedIn = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email: taxpayer.email, password: strongPassword },
    });
    expect((await get(signedIn.json().token, "/User/GetUser")).json().secondFactor).toEqual({
      required: false,
      hasStrongFactor: false,
      satisfied: true,
      dueAt: null,
      blocked: false,
    });
    const [row] = await app.services.db
      .select({ dueAt: users.secondFactorDueAt })
      .from(users)
      .where(eq(users.id, taxpayer.id));
    expect(row?.dueAt).toBeNull();
  });
});
