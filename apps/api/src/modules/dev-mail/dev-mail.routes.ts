import { devMailMessageSchema, devMailSummarySchema } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createDevMailService } from "./dev-mail.service";

/** Registered only while mail goes to files; with an SMTP server these calls do not exist. */
export const devMailRoutes: FastifyPluginAsyncZod<{ folder: string }> = async (app, { folder }) => {
  const mailbox = createDevMailService(folder);
  const tags = ["Dev mailbox"];
  app.get("/dev/mail", { schema: { tags, response: { 200: z.array(devMailSummarySchema) } } }, () =>
    mailbox.list(),
  );
  app.get(
    "/dev/mail/:id",
    {
      schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 200: devMailMessageSchema } },
    },
    (request) => mailbox.read(request.params.id),
  );
};
