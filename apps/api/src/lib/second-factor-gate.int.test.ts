import { accessAdmitsRole, type Endpoint, endpointPath, endpoints, RoleId } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { users } from "../db/schema";
import type { SessionFactor } from "../modules/identity/sessions.service";
import { fixedClock } from "./clock";

const allEntries: [string, Endpoint][] = Object.entries(endpoints).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, entry]): [string, Endpoint] => [
    `${group}.${name}`,
    entry,
  ]),
);
const closedEntries = allEntries.filter(([, entry]) => entry.access !== "public");
const gated = closedEntries.filter(([, entry]) => entry.beforeSecondFactor !== true);
const beforeSecondFactor = closedEntries.filter(([, entry]) => entry.beforeSecondFactor === true);

/** Whether the entry lets a person of the role in at all (else the role's own 403 answers first). */
const admits = (entry: Endpoint, roleId: RoleId) =>
  entry.access !== "public" && accessAdmitsRole(entry.access, roleId);

/** The entry's URL under `/api`, every path parameter given as 1. */
const urlOf = (entry: Endpoint) =>
  `/api${endpointPath(entry, new Proxy({}, { get: () => 1 }) as Record<string, unknown>)}`;

/** Calls the entry as the session's person with whatever body, as a prober would. */
function callAs(app: FastifyInstance, token: string, entry: Endpoint) {
  return app.inject({
    method: entry.method,
    url: urlOf(entry),
    headers: { authorization: `Bearer ${token}` },
    ...(entry.method === "POST" ? { payload: {} } : {}),
  });
}

describe("the second-factor gate", async () => {
  const clock = fixedClock(new Date("2026-06-10T12:00:00Z"));
  const { app } = await createTestApp({}, { clock });
  const { db, sessions } = app.services;

  /** A person of the role whose grace for a second factor ended yesterday. */
  async function pastGrace(roleId: number): Promise<TestUser> {
    const person = await createSignedInUser(app, roleId);
    const dueAt = new Date(clock.now().getTime() - 24 * 60 * 60 * 1000);
    await db.update(users).set({ secondFactorDueAt: dueAt }).where(eq(users.id, person.id));
    return person;
  }
  const sessionOf = async (person: TestUser, factor: SessionFactor) =>
    (await sessions.open({ id: person.id, roleId: person.roleId }, { factor })).token;

  const served = (entry: Endpoint) => app.hasRoute({ method: entry.method, url: `/api${entry.path}` });

  it("has every entry's route served, so that none escapes the checks below", () => {
    expect(allEntries.filter(([, entry]) => !served(entry)).map(([name]) => name)).toEqual([]);
  });

  it("refuses every closed call but the set-up ones to a professional past the grace on e-mail codes", async () => {
    const professional = await pastGrace(RoleId.expert);
    const token = await sessionOf(professional, "email");
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    // An entry not served answers 404 whoever calls: the test above names it.
    for (const [name, entry] of gated.filter(([, entry]) => served(entry))) {
      const answer = await callAs(app, token, entry);
      const code = answer.statusCode === 403 ? answer.json<{ code: string }>().code : "";
      answers[name] = `${answer.statusCode} ${code}`;
      // A call for taxpayers alone refuses the role before the second factor is asked about.
      expected[name] = admits(entry, RoleId.expert) ? "403 SECOND_FACTOR_REQUIRED" : "403 FORBIDDEN";
    }
    expect(answers).toEqual(expected);
    expect(gated.length).toBeGreaterThan(100);
  });

  it("lets the same professional reach the calls that set a factor up and their own account", async () => {
    const professional = await pastGrace(RoleId.expert);
    const refused: string[] = [];
    for (const [name, entry] of beforeSecondFactor) {
      // A session of its own for each: some of these calls end the session (signing out).
      const answer = await callAs(app, await sessionOf(professional, "email"), entry);
      const code = answer.statusCode === 403 ? answer.json<{ code: string }>().code : "";
      if (code === "SECOND_FACTOR_REQUIRED") refused.push(name);
    }
    expect(refused).toEqual([]);
    expect(beforeSecondFactor.map(([name]) => name)).toEqual(
      expect.arrayContaining(["user.getUser", "user.getSecurity", "user.startAuthenticatorApp"]),
    );
  });

  it("lets a professional or an operator who signed in with an app through, past the grace", async () => {
    const professional = await pastGrace(RoleId.expert);
    const emailOnly = await sessionOf(professional, "email");
    expect((await callAs(app, emailOnly, endpoints.accountant.getAccountantSentQuotes)).statusCode).toBe(403);
    for (const factor of ["totp", "passkey", "recovery"] as const) {
      const token = await sessionOf(professional, factor);
      expect((await callAs(app, token, endpoints.user.getUser)).statusCode).toBe(200);
      expect((await callAs(app, token, endpoints.accountant.getAccountantSentQuotes)).statusCode).toBe(200);
    }

    const operator = await pastGrace(RoleId.admin);
    const operatorByEmail = await sessionOf(operator, "email");
    const pending = endpoints.admin.getPendingProfessionals;
    expect((await callAs(app, operatorByEmail, pending)).json().code).toBe("SECOND_FACTOR_REQUIRED");
    const operatorByApp = await sessionOf(operator, "totp");
    expect((await callAs(app, operatorByApp, endpoints.user.getUser)).statusCode).toBe(200);
    expect((await callAs(app, operatorByApp, pending)).statusCode).toBe(200);
  });

  it("never blocks a taxpayer, whatever their sign-in and dates", async () => {
    const taxpayer = await pastGrace(RoleId.taxpayer);
    for (const factor of ["password", "email"] as const) {
      const token = await sessionOf(taxpayer, factor);
      expect((await callAs(app, token, endpoints.user.getUser)).statusCode).toBe(200);
      expect((await callAs(app, token, endpoints.taxpayer.getAllQuotes)).statusCode).toBe(200);
    }
    const token = await sessionOf(taxpayer, "email");
    const blocked: string[] = [];
    for (const [name, entry] of closedEntries.filter(([, entry]) => admits(entry, RoleId.taxpayer))) {
      const answer = await callAs(app, token, entry);
      if (answer.statusCode === 403 && answer.json().code === "SECOND_FACTOR_REQUIRED") blocked.push(name);
    }
    expect(blocked).toEqual([]);
  });
});
