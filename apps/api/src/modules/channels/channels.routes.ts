import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { requestLanguage } from "../../lib/request-language";
import { isLocalRequest } from "../dev-mail";
import type { PhoneService } from "./phone.service";
import type { PushService } from "./push.service";
import type { createLocalTextOutbox } from "./text-providers";
import type { TextsService } from "./texts.service";

/** Push subscriptions, the number for texts, Twilio's inbound webhook and the local text outbox. */
export const channelsRoutes: FastifyPluginAsyncZod<{
  push: PushService;
  phone: PhoneService;
  texts: TextsService;
  publicUrl: string;
  /** The local outbox shown on this machine, where the dev mailbox is; null: no such page. */
  localOutbox: ReturnType<typeof createLocalTextOutbox> | null;
}> = async (app, { push, phone, texts, publicUrl, localOutbox }) => {
  const tags = ["Notifications"];
  route(app, endpoints.notifications.pushPublicKey, { tags }, () => push.publicKey());
  route(app, endpoints.notifications.pushDevices, { tags }, (request) => push.devices(request.principal));
  route(app, endpoints.notifications.subscribePush, { tags }, (request) =>
    push.subscribe(request.principal, request.body),
  );
  route(app, endpoints.notifications.unsubscribePush, { tags }, (request) =>
    push.unsubscribe(request.principal, request.body.endpoint),
  );
  route(app, endpoints.notifications.phone, { tags }, (request) => phone.status(request.principal));
  route(app, endpoints.notifications.startPhone, { tags }, (request) =>
    phone.start(request.principal, request.body, requestLanguage(request)),
  );
  route(app, endpoints.notifications.verifyPhone, { tags }, (request) =>
    phone.verify(request.principal, request.body.code),
  );
  route(app, endpoints.notifications.removePhone, { tags }, (request) => phone.remove(request.principal));

  // Twilio posts a form; every field counts for its signature, so all are kept as strings.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  route(app, endpoints.notifications.textInbound, { tags }, async (request, reply) => {
    const form = Object.fromEntries(Object.entries(request.body).map(([key, value]) => [key, String(value)]));
    const signature = request.headers["x-twilio-signature"];
    const answer = await texts.inbound(
      form,
      typeof signature === "string" ? signature : undefined,
      `${publicUrl}${request.url}`,
    );
    return reply.header("Content-Type", "text/xml; charset=utf-8").send(answer);
  });

  route(app, endpoints.devMail.devTexts, { tags: ["Dev mailbox"] }, async (request, reply) => {
    // As the dev mailbox: absent for any call but one made on this machine to this machine.
    const local = isLocalRequest({ remoteAddress: request.socket.remoteAddress, headers: request.headers });
    if (!localOutbox || !local) return reply.callNotFound();
    return localOutbox.list();
  });
};
