import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { sendFile } from "../../lib/file-reply";
import type { PracticeClientsService } from "./practice-clients.service";

/** A practice's client list, and its CSV. */
export const practiceClientsRoutes: FastifyPluginAsyncZod<{ clients: PracticeClientsService }> = async (
  app,
  { clients },
) => {
  const tags = ["Practices"];
  route(app, endpoints.practice.getClients, { tags }, (request) =>
    clients.list(request.principal, request.query),
  );
  route(app, endpoints.practice.exportClients, { tags }, async (request, reply) =>
    sendFile(
      reply,
      await clients.exportCsv(request.principal, request.query, request.ip),
      "text/csv; charset=utf-8",
    ),
  );
};
