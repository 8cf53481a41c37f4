import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type ApiProcess, replicasForTests } from "../../../test/api-process";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { eventually } from "../../../test/replica-socket";
import { createTestApp } from "../../../test/test-app";

const databaseUrl = process.env.DATABASE_URL;

// The processes and this file's app sign sessions with one key, as replicas behind a balancer do.
const jwtSecret = randomBytes(32).toString("base64");
const app = databaseUrl ? (await createTestApp({ JWT_SECRET: jwtSecret })).app : undefined;

const notices = (api: ApiProcess, user: TestUser) =>
  fetch(`${api.address}/api/User/GetUserNotifications`, {
    headers: { authorization: `Bearer ${user.token}` },
  });

// Two API processes need one PostgreSQL server between them; PGlite lives inside a single process.
describe.skipIf(!databaseUrl)("sessions across API processes (PostgreSQL only: set DATABASE_URL)", () => {
  const replicas = replicasForTests({ databaseUrl: String(databaseUrl), jwtSecret });

  it("signing out through one process ends the session on the other, which had it in memory", async () => {
    if (!app) throw new Error("no test app");
    const person = await createSignedInUser(app);
    // Both processes have checked the session, so both hold it in their session cache.
    expect((await notices(replicas.first, person)).status).toBe(200);
    expect((await notices(replicas.second, person)).status).toBe(200);
    expect((await notices(replicas.second, person)).status).toBe(200);

    const out = await fetch(`${replicas.first.address}/api/identity/signOut`, {
      method: "POST",
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(out.status).toBe(200);
    // The other process hears the NOTIFY sent in the sign-out's transaction moments after it
    // commits; without it, its cache would serve the session until the token expired.
    let after = await notices(replicas.second, person);
    await eventually(
      () => after.status === 401,
      "the session ended on the other process",
      async () => {
        after = await notices(replicas.second, person);
      },
    );
    expect(((await after.json()) as { code: string }).code).toBe("UNAUTHENTICATED");
  });
});
