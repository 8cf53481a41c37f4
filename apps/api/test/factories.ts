import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { users } from "../src/db/schema";

export interface TestUser {
  id: number;
  roleId: number;
  email: string;
  token: string;
  sessionId: string;
}

/** A person with an open session; the token is issued by the real sessions service. */
export async function createSignedInUser(app: FastifyInstance, roleId = 1): Promise<TestUser> {
  const { db, sessions, clock } = app.services;
  const email = `person-${randomUUID()}@example.test`;
  const [user] = await db
    .insert(users)
    .values({
      roleId,
      email,
      passwordHash: "not-used-by-these-tests",
      firstName: "Test",
      lastName: "Person",
      createdAt: clock.now(),
    })
    .returning();
  if (!user) throw new Error("no user inserted");
  const session = await sessions.open({ id: user.id, roleId }, { factor: "password" });
  return { id: user.id, roleId, email, token: session.token, sessionId: session.sessionId };
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/** GET and JSON POST under `/api` as a user, or as a stranger with null. */
export function callsAs(app: FastifyInstance) {
  return {
    get: (user: TestUser | null, url: string) =>
      app.inject({ method: "GET", url: `/api${url}`, headers: user ? bearer(user) : {} }),
    post: (user: TestUser | null, url: string, payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: `/api${url}`, headers: user ? bearer(user) : {}, payload }),
  };
}
