import type { ChatConnection, ChatMessage } from "@taxlane/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll } from "vitest";
import { unreadMailQueue } from "../src/modules/chat/unread-mail";
import { bearer, createSignedInUser, type TestUser } from "./factories";
import { createExpert, invitationKey, postIndividualRequest, postQuery } from "./marketplace";
import { multipart } from "./uploads";

/** A taxpayer and an expert introduced through the expert's invitation link, and their conversation. */
export async function introducedPair(app: FastifyInstance) {
  const expert = await createExpert(app);
  const taxpayer = await createSignedInUser(app, 1);
  await postIndividualRequest(app, taxpayer, { invitationkey: await invitationKey(app, expert) });
  const response = await postQuery(app, taxpayer, "Chat/CreateChatConnection", { userId: expert.id });
  if (response.statusCode !== 200) throw new Error(`no conversation: ${response.body}`);
  return { expert, taxpayer, connection: response.json<ChatConnection>() };
}

/** POST /Chat/SendMessage as a browser sends it. */
export function sendChat(
  app: FastifyInstance,
  user: TestUser,
  fields: Record<string, string | undefined>,
  files: [Buffer, string][] = [],
) {
  const form = multipart(fields);
  for (const [bytes, name] of files) form.append("files", new Blob([new Uint8Array(bytes)]), name);
  return app.inject({ method: "POST", url: "/api/Chat/SendMessage", headers: bearer(user), body: form });
}

/** Sends a text message and answers it (throws on a refusal). */
export async function sendText(
  app: FastifyInstance,
  user: TestUser,
  connectionId: number,
  message: string,
  clientMessageId?: string,
): Promise<ChatMessage> {
  const response = await sendChat(app, user, {
    connectionId: String(connectionId),
    message,
    clientMessageId,
  });
  if (response.statusCode !== 200) throw new Error(`send refused: ${response.body}`);
  return response.json<ChatMessage>();
}

/** The queue of the app's unread-mail checks (named after its data folder, like its mail queue). */
export const unreadMailQueueOf = (app: FastifyInstance) =>
  unreadMailQueue(app.services.mail.queue.replace(/^mail\./, ""));

/** The checks waiting in the app's queue, oldest first. */
export async function waitingChecks(app: FastifyInstance) {
  // Both drivers answer a raw query with its rows under `rows`.
  const result = (await app.services.db.execute(
    sql`select data, extract(epoch from start_after - now())::int as "dueIn" from pgboss.job
        where name = ${unreadMailQueueOf(app)} and state = 'created' order by created_on`,
  )) as unknown as { rows: { data: { connectionId: number; side: string }; dueIn: number }[] };
  return result.rows;
}

/** Makes the app's waiting checks due now, as if their 15 minutes had passed for the queue. */
export async function makeChecksDue(app: FastifyInstance): Promise<void> {
  await app.services.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${unreadMailQueueOf(app)} and state = 'created'`,
  );
}

/**
 * Drops the checks a file's messages left waiting 15 minutes: the app's teardown waits for its queues
 * to empty. Register after createTestApp, so it runs before the app closes.
 */
export function dropWaitingChecksAfterAll(app: () => FastifyInstance | undefined): void {
  afterAll(async () => {
    const instance = app();
    if (!instance) return;
    await instance.services.db.execute(
      sql`delete from pgboss.job where name = ${unreadMailQueueOf(instance)} and state = 'created'`,
    );
  });
}
