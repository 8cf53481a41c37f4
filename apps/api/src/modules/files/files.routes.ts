import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Principal } from "../../lib/access";
import type { FilesService } from "./files.service";

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const fileIdSchema = z.coerce.number().int().positive();

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  async function download(principal: Principal | null, id: number, reply: FastifyReply) {
    const { file, bytes } = await files.read(principal, id);
    return reply
      .header("Content-Type", file.contentType)
      .header("Content-Disposition", contentDisposition(file.name))
      .header("Cache-Control", "private, no-store")
      .send(bytes);
  }

  app.get(
    "/files/:id",
    {
      schema: {
        tags: ["Files"],
        summary: "Download a file you may read",
        params: z.object({ id: fileIdSchema }),
      },
    },
    (request, reply) => download(request.principal, request.params.id, reply),
  );

  // The contract's download of any file reference (returns, price lists, organizer and chat files).
  app.get(
    "/Chat/DownloadFile",
    {
      schema: {
        tags: ["Files"],
        summary: "Download a file you may read (the same as /files/:id)",
        querystring: z.object({ id: fileIdSchema }),
      },
    },
    (request, reply) => download(request.principal, request.query.id, reply),
  );
};
