import type { ChatConnection, ChatMessage } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
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
