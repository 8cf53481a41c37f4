import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { isLocalRequest } from "./dev-mail.access";
import { createDevMailService } from "./dev-mail.service";

/**
 * Registered only when `devMailboxEnabled`; even then a call from anywhere but this machine gets
 * the same 404 as a call that does not exist, so the mailbox is never read from outside.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ folder: string }> = async (app, { folder }) => {
  const mailbox = createDevMailService(folder);
  const tags = ["Dev mailbox"];
  app.addHook("onRequest", async (request, reply) => {
    // The socket's own peer: request.ip may come from X-Forwarded-For, which the caller writes.
    if (isLocalRequest({ remoteAddress: request.socket.remoteAddress, headers: request.headers })) return;
    reply.callNotFound();
    return reply;
  });
  route(app, endpoints.devMail.list, { tags }, () => mailbox.list());
  route(app, endpoints.devMail.message, { tags }, (request) => mailbox.read(request.params.id));
};
