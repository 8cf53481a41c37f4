// The people of the live-channel bench: `pairs` taxpayers, each with a request made through their own
// professional's invitation and a conversation with them, and a session each, opened through the
// sessions service (no password sign-ins: 2,000 of them would measure the password hash).
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { taxRequests, users } from "../../apps/api/src/db/schema";
import { bearer } from "../../apps/api/test/factories";

export interface LivePerson {
  id: number;
  token: string;
}

export interface LiveConversation {
  id: number;
  taxpayer: LivePerson;
  expert: LivePerson;
}

const BATCH = 500;

async function people(
  app: FastifyInstance,
  roleId: number,
  count: number,
  run: string,
): Promise<LivePerson[]> {
  const { db, clock, sessions } = app.services;
  const found: LivePerson[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => ({
          roleId,
          email: `bench-live-${run}-${roleId}-${start + offset}@example.test`,
          passwordHash: "not-used",
          firstName: roleId === 2 ? "Expert" : "Taxpayer",
          lastName: `No${start + offset}`,
          createdAt: clock.now(),
        })),
      )
      .returning({ id: users.id });
    for (const row of rows) {
      const session = await sessions.open({ id: row.id, roleId }, { factor: "password" });
      found.push({ id: row.id, token: session.token });
    }
  }
  return found;
}

export async function seedLiveWorld(app: FastifyInstance, pairs: number): Promise<LiveConversation[]> {
  const run = randomUUID().slice(0, 8);
  const taxpayers = await people(app, 1, pairs, run);
  const experts = await people(app, 2, pairs, run);
  const now = app.services.clock.now();
  for (let start = 0; start < pairs; start += BATCH) {
    await app.services.db.insert(taxRequests).values(
      taxpayers.slice(start, start + BATCH).map((taxpayer, offset) => ({
        taxpayerUserId: taxpayer.id,
        kind: 1,
        answers: {},
        state: "TX",
        invitedExpertUserId: experts[start + offset]?.id,
        createdAt: now,
      })),
    );
  }
  const conversations: LiveConversation[] = [];
  for (const [index, taxpayer] of taxpayers.entries()) {
    const expert = experts[index];
    if (!expert) break;
    const opened = await app.inject({
      method: "POST",
      url: `/api/Chat/CreateChatConnection?userId=${expert.id}`,
      headers: bearer(taxpayer),
    });
    if (opened.statusCode !== 200) throw new Error(`no conversation: ${opened.body}`);
    conversations.push({ id: opened.json<{ id: number }>().id, taxpayer, expert });
  }
  return conversations;
}
