import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { sendMadePdf } from "../files";
import type { ReturnPack } from "./return-pack.service";

/** A filed job's return pack, streamed as it is written. */
export const returnPackRoutes: FastifyPluginAsyncZod<{ returnPack: ReturnPack }> = async (
  app,
  { returnPack },
) => {
  route(app, endpoints.user.downloadReturnPack, { tags: ["Tax preparation"] }, async (request, reply) =>
    sendMadePdf(reply, await returnPack(request.principal, request.query.quoteId, request.ip)),
  );
};
