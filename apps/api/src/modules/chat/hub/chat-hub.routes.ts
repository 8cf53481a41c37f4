import { randomBytes } from "node:crypto";
import { t } from "@taxlane/contract/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clientNetwork } from "../../../lib/client-network";
import type { ChatHub, HubMember } from "./chat-hub";
import { MAX_GROUP_NAME_LENGTH } from "./chat-hub";
import { createSendBudget } from "./send-budget";
import {
  completion,
  handshakeSchema,
  type Invocation,
  invocationSchema,
  MessageType,
  record,
  splitRecords,
} from "./signalr-protocol";

/** SignalR clients time the server out after 30 s of silence: a ping every 15 s keeps them. */
const PING_EVERY_MS = 15_000;
/** A socket that has not shaken hands by then is closed. */
const HANDSHAKE_TIMEOUT_MS = 15_000;
/** A record this long is not one the client sends. */
const MAX_BUFFERED = 16 * 1024;
/** Hub sockets one client network may hold open in this process (offices share an address). */
const MAX_SOCKETS_PER_CLIENT = 50;
/** Signals per socket: a burst, then a steady rate (`send-budget.ts`). */
const SEND_BURST = 20;
const SENDS_PER_SECOND = 2;

const groupName = z.string().min(1).max(MAX_GROUP_NAME_LENGTH);
const sendMessageArgument = z.object({ connectionName: groupName }).passthrough();

/**
 * `/chat`: the SignalR hub of the existing client (JSON hub protocol over WebSocket). It joins a
 * conversation's group with `CreateConnection(connectionName)` and calls `SendMessage({connectionName,
 * message})` after each REST send; the hub tells the group's others `ReceiveMessage` with no content,
 * and they refetch over REST, where access is checked. The client sends no token: the group's
 * unguessable name is its only guard, so nothing of a message ever goes through here.
 */
export const chatHubRoutes: FastifyPluginAsyncZod<{
  hub: ChatHub;
  /** Whether a conversation goes by the name now: a retired name (a member left) is not joined. */
  isConversationName: (name: string) => Promise<boolean>;
}> = async (app, { hub, isConversationName }) => {
  // The hub takes no token, so what one client may hold and send is bounded here.
  const socketsOf = new Map<string, number>();
  app.post("/chat/negotiate", { schema: { hide: true } }, async (request) => {
    const query = z.object({ negotiateVersion: z.coerce.number().int().optional() }).parse(request.query);
    const connectionToken = randomBytes(16).toString("base64url");
    return {
      negotiateVersion: query.negotiateVersion && query.negotiateVersion >= 1 ? 1 : 0,
      connectionId: randomBytes(16).toString("base64url"),
      connectionToken,
      availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }],
    };
  });

  app.get("/chat", { websocket: true, schema: { hide: true } }, (socket, request) => {
    const client = clientNetwork(request.ip ?? "unknown");
    const held = socketsOf.get(client) ?? 0;
    if (held >= MAX_SOCKETS_PER_CLIENT) {
      socket.close(1008, "too many connections");
      return;
    }
    socketsOf.set(client, held + 1);
    const budget = createSendBudget({ burst: SEND_BURST, perSecond: SENDS_PER_SECOND });
    let buffered = "";
    let handshaken = false;
    const send = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    const member: HubMember = {
      id: hub.newMemberId(),
      receive: (connectionName) =>
        send(
          record({ type: MessageType.invocation, target: "ReceiveMessage", arguments: [{ connectionName }] }),
        ),
      close: () => {
        // The client reconnects and joins under the names its conversation list gives now.
        send(record({ type: MessageType.close, allowReconnect: true }));
        socket.close(1000);
      },
    };
    const handshakeTimer = setTimeout(() => socket.close(1002, "no handshake"), HANDSHAKE_TIMEOUT_MS);
    const pinger = setInterval(() => send(record({ type: MessageType.ping })), PING_EVERY_MS);
    socket.on("close", () => {
      clearTimeout(handshakeTimer);
      clearInterval(pinger);
      hub.leave(member);
      const left = (socketsOf.get(client) ?? 1) - 1;
      if (left > 0) socketsOf.set(client, left);
      else socketsOf.delete(client);
    });

    const invoke = async (invocation: Invocation): Promise<string | undefined> => {
      const target = invocation.target.toLowerCase();
      const [argument] = invocation.arguments;
      if (target === "createconnection") {
        const name = groupName.safeParse(argument);
        if (!name.success) return t("operator.hubCreateConnection");
        if (!(await isConversationName(name.data))) return t("messages.hubUnknownConversation");
        return hub.join(name.data, member) ? undefined : t("messages.tooManyConversations");
      }
      if (target === "sendmessage") {
        const parsed = sendMessageArgument.safeParse(argument);
        if (!parsed.success) return "SendMessage takes { connectionName, message }.";
        if (!budget.take()) return t("messages.tooManyMessages");
        // Only a member of the group may signal it; the message itself is never passed on.
        if (hub.isIn(parsed.data.connectionName, member))
          await hub.signal(parsed.data.connectionName, member);
        return undefined;
      }
      return t("operator.hubUnknownMethod", { method: invocation.target });
    };

    const handle = async (text: string) => {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        socket.close(1003, "not JSON");
        return;
      }
      if (!handshaken) {
        const handshake = handshakeSchema.safeParse(json);
        clearTimeout(handshakeTimer);
        if (!handshake.success || handshake.data.protocol !== "json" || handshake.data.version !== 1) {
          send(record({ error: t("operator.hubProtocol") }));
          socket.close(1002, "unsupported protocol");
          return;
        }
        handshaken = true;
        send(record({}));
        return;
      }
      const type = (json as { type?: unknown }).type;
      if (type === MessageType.close) {
        socket.close(1000);
        return;
      }
      if (type !== MessageType.invocation) return; // pings, stream messages: nothing to do
      const invocation = invocationSchema.safeParse(json);
      if (!invocation.success) return;
      const error = await invoke(invocation.data).catch(() => t("messages.hubFailed"));
      if (invocation.data.invocationId !== undefined) send(completion(invocation.data.invocationId, error));
    };

    // Records are handled one after another, in the order they came.
    let queue = Promise.resolve();
    socket.on("message", (data: Buffer) => {
      buffered += String(data);
      if (buffered.length > MAX_BUFFERED) {
        socket.close(1009, "record too large");
        return;
      }
      const { records, rest } = splitRecords(buffered);
      buffered = rest;
      for (const text of records) queue = queue.then(() => handle(text));
    });
  });
};
