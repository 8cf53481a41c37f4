import { endpoints } from "@taxlane/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Principal } from "../../lib/access";
import { route } from "../../lib/endpoint";
import type { FilesService } from "./files.service";

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  async function download(principal: Principal | null, id: number, from: string, reply: FastifyReply) {
    const { file, body } = await files.download(principal, id, from);
    // Sent as it is opened: the length is the file's own, known before its first chunk.
    return reply
      .header("Content-Type", file.contentType)
      .header("Content-Length", file.sizeBytes)
      .header("Content-Disposition", contentDisposition(file.name))
      .header("Cache-Control", "private, no-store")
      .send(body);
  }

  const tags = ["Files"];
  route(app, endpoints.files.download, { tags }, (request, reply) =>
    download(request.principal, request.params.id, request.ip, reply),
  );
  // The contract's download of any file reference (returns, price lists, organizer and chat files).
  route(app, endpoints.chat.downloadFile, { tags }, (request, reply) =>
    download(request.principal, request.query.id, request.ip, reply),
  );
};
