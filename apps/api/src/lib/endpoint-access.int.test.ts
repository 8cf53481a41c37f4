/**
 * Every entry of the endpoint table declares who may call it, and the app holds to it: a call closed
 * to anonymous callers answers 401 without a session, and one kept for some roles answers 403 to a
 * signed-in person of another role — before it reads what was sent.
 */
import {
  accessAdmitsRole,
  type Endpoint,
  type EndpointAccess,
  listEndpoints,
  RoleId,
} from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type TestUser } from "../../test/factories";
import { createTestApp } from "../../test/test-app";

const { app } = await createTestApp({
  RATE_LIMIT_PER_MINUTE: "1000000",
  AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  PUBLIC_FORM_LIMIT_PER_HOUR: "1000000",
});

const roles: readonly RoleId[] = [RoleId.taxpayer, RoleId.expert, RoleId.admin];

function isValidAccess(access: unknown): access is EndpointAccess {
  if (access === "public" || access === "signedIn") return true;
  if (typeof access !== "object" || access === null) return false;
  if ("signedIn" in access) return access.signedIn === true && "practice" in access;
  if (!("roles" in access)) return false;
  const declared: unknown = access.roles;
  return (
    Array.isArray(declared) &&
    declared.length > 0 &&
    declared.every((role) => roles.some((known) => known === role))
  );
}

/** The call with nothing in it: path parameters filled with `1`, no query, an empty JSON body. */
function callOf(endpoint: Endpoint, user: TestUser | null) {
  const url = `/api${endpoint.path.replace(/:[A-Za-z_]\w*/g, "1")}`;
  const headers = user ? bearer(user) : {};
  return endpoint.method === "GET"
    ? app.inject({ method: "GET", url, headers })
    : app.inject({ method: "POST", url, headers, payload: {} });
}

const all = listEndpoints();
const closed = all.filter(({ endpoint }) => endpoint.access !== "public");

describe("access declared in the endpoint table", () => {
  it("is declared on every entry, as public, signed in or a set of known roles", () => {
    const invalid = all.filter(({ endpoint }) => !isValidAccess(endpoint.access)).map(({ name }) => name);
    expect(invalid).toEqual([]);
  });

  it("refuses every call closed to anonymous callers without a session: 401", async () => {
    const answers = await Promise.all(
      closed.map(async ({ name, endpoint }) => {
        const response = await callOf(endpoint, null);
        return { name, status: response.statusCode, body: response.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer, answer.name).toEqual({
        name: answer.name,
        status: 401,
        body: { errorMessage: "Please sign in to continue.", code: "UNAUTHENTICATED" },
      });
    }
  });

  it("refuses every call kept for some roles to a person of each other role: 403", async () => {
    const people = new Map<RoleId, TestUser>();
    for (const role of roles) people.set(role, await createSignedInUser(app, role));
    const refusals = closed.flatMap(({ name, endpoint }) => {
      const { access } = endpoint;
      if (access === "public") return [];
      return roles
        .filter((role) => !accessAdmitsRole(access, role))
        .map((role) => ({ name: `${name} as role ${role}`, endpoint, person: people.get(role) ?? null }));
    });
    expect(refusals.length).toBeGreaterThan(0);
    for (const { name, endpoint, person } of refusals) {
      const response = await callOf(endpoint, person);
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 403,
        body: { errorMessage: "Your account cannot do that.", code: "FORBIDDEN" },
      });
    }
  });

  it("lets a person of a declared role past the check (the call then reads what was sent)", async () => {
    const expert = await createSignedInUser(app, RoleId.expert);
    const response = await callOf(endpointNamed("accountant.getAvailability"), expert);
    expect(response.statusCode).toBe(200);
  });

  it("shows each call's access in the OpenAPI document", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = document.paths["/api/Admin/Accounts"].get;
    expect(operation["x-access"]).toEqual({ roles: [RoleId.admin] });
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.description).toBe("Signed in: Admin.");
    const health = document.paths["/api/health"].get;
    expect(health["x-access"]).toBe("public");
    expect(health.security).toEqual([]);
  });
});

function endpointNamed(name: string): Endpoint {
  const found = all.find((entry) => entry.name === name);
  if (!found) throw new Error(`no entry ${name}`);
  return found.endpoint;
}
