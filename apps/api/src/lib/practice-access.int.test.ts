/**
 * Every call open to professionals, as each practice role and as a professional in no practice: the
 * route factory answers 403 naming what the role does not include exactly where the role table says
 * so, before it reads what was sent (an empty body); anything else means the caller was let through.
 */
import {
  accessAdmitsRole,
  type Endpoint,
  listEndpoints,
  PRACTICE_ROLES,
  type PracticeRole,
  practiceCapabilityOf,
  practiceCapabilityTexts,
  practiceRoleMay,
  practiceRoleTexts,
  RoleId,
} from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../../test/factories";
import { practiceOfEveryRole } from "../../test/practices";
import { createTestApp } from "../../test/test-app";

const { app } = await createTestApp({
  RATE_LIMIT_PER_MINUTE: "1000000",
  AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  PUBLIC_FORM_LIMIT_PER_HOUR: "1000000",
});

/** Leaving the practice would change the seat the later calls are checked against: it goes last. */
const expertCalls = listEndpoints()
  .filter(({ endpoint }) => endpoint.access !== "public" && accessAdmitsRole(endpoint.access, RoleId.expert))
  .sort((a, b) => Number(a.name === "practice.leavePractice") - Number(b.name === "practice.leavePractice"));

/** A session of its own per call: a call that signs out or ends other sessions spoils no other. */
async function callOf(server: FastifyInstance, endpoint: Endpoint, person: TestUser) {
  const { token } = await server.services.sessions.open(
    { id: person.id, roleId: RoleId.expert },
    {
      factor: "password",
    },
  );
  const url = `/api${endpoint.path.replace(/:[A-Za-z_]\w*/g, "1")}`;
  const headers = bearer({ token });
  return endpoint.method === "GET"
    ? server.inject({ method: "GET", url, headers })
    : server.inject({ method: "POST", url, headers, payload: {} });
}

describe("the practice role table, enforced per call", () => {
  it("refuses a member exactly the calls their role lacks, and a solo professional none", async () => {
    const people = await practiceOfEveryRole(app);
    const solo = await createSignedInUser(app, RoleId.expert);
    const callers: { role: PracticeRole | "solo"; person: TestUser }[] = [
      ...PRACTICE_ROLES.map((role) => ({ role, person: people[role] })),
      { role: "solo", person: solo },
    ];
    const refusals: string[] = [];
    const wrong: unknown[] = [];
    for (const { name, endpoint } of expertCalls) {
      const capability = practiceCapabilityOf(endpoint.access);
      if (capability === undefined) throw new Error(`${name} names no capability`);
      for (const { role, person } of callers) {
        const refused = role !== "solo" && !practiceRoleMay(role, capability, false);
        const response = await callOf(app, endpoint, person);
        // Some calls answer text or a file: only a JSON error body can be a refusal.
        const isJson = String(response.headers["content-type"] ?? "").startsWith("application/json");
        const body: { errorMessage?: string; code?: string } = isJson ? response.json() : {};
        const practiceRefusal =
          response.statusCode === 403 && /^Your role in Rivera Tax Group \(/.test(body.errorMessage ?? "");
        if (refused) {
          refusals.push(`${name} as ${role}`);
          const expected = {
            status: 403,
            code: "FORBIDDEN",
            errorMessage: `Your role in Rivera Tax Group (${practiceRoleTexts[role].name}) does not include ${practiceCapabilityTexts[capability].what}. Ask the practice's owner if you need it.`,
          };
          const got = { status: response.statusCode, code: body.code, errorMessage: body.errorMessage };
          if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push({ name, role, got, expected });
        } else if (practiceRefusal) {
          wrong.push({ name, role, got: body.errorMessage, expected: "let through" });
        }
      }
    }
    expect(wrong).toEqual([]);
    // Each role refused what the table keeps from it: the owner nothing, the others money and members.
    expect(refusals.filter((refusal) => refusal.endsWith(" as owner"))).toEqual([]);
    expect(refusals).toContain("accountant.createInvoice as preparer");
    expect(refusals).toContain("accountant.revealOrganizerAnswer as assistant");
    expect(refusals).toContain("accountant.approveAppointment as reviewer");
    expect(refusals).toContain("practice.inviteMember as reviewer");
  });
});
