import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FilesService } from "./files.service";

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    "/files/:id",
    {
      schema: {
        tags: ["Files"],
        summary: "Download a file you may read",
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const { file, bytes } = await files.read(request.principal, request.params.id);
      return reply
        .header("Content-Type", file.contentType)
        .header("Content-Disposition", contentDisposition(file.name))
        .header("Cache-Control", "private, no-store")
        .send(bytes);
    },
  );
};
