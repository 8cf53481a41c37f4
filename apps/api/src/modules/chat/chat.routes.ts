import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { readFormData } from "../../lib/form-data";
import { completed } from "../../lib/route-replies";
import type { ChatService } from "./chat.service";

/** Messages between a taxpayer and a professional (the live side is the realtime socket and the hub). */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  const tags = ["Chat"];
  route(app, endpoints.chat.getUserChatConnections, { tags }, (request) => chat.list(request.principal));
  route(app, endpoints.chat.createChatConnection, { tags }, (request) =>
    chat.open(request.principal, request.query.userId),
  );
  route(app, endpoints.chat.getChatMessages, { tags }, (request) =>
    chat.messages(request.principal, request.query),
  );
  route(app, endpoints.chat.sendMessage, { tags }, async (request) =>
    chat.send(request.principal, await readFormData(request)),
  );
  route(app, endpoints.chat.markChatRead, { tags }, (request) =>
    completed(chat.markRead(request.principal, request.body.connectionId, request.body.upToSequence)),
  );
  route(app, endpoints.chat.getUnreadMessagesCount, { tags }, (request) =>
    chat.unreadCount(request.principal),
  );
};
