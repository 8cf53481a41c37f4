import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { guardedConfig } from "../../lib/guarded-route";
import { completed } from "../../lib/route-replies";
import { contentDisposition } from "../files";
import type { AccountClosingService } from "./account-closing.service";
import type { DataExportService } from "./data-export.service";

/** A person's rights: download everything kept about them, close their account. */
export const privacyRoutes: FastifyPluginAsyncZod<{
  dataExport: DataExportService;
  closing: AccountClosingService;
  perMinute: number;
}> = async (app, { dataExport, closing, perMinute }) => {
  const tags = ["Privacy"];
  route(app, endpoints.user.downloadMyData, { tags }, async (request, reply) => {
    const { fileName, stream } = await dataExport.download(request.principal, request.ip);
    return reply
      .header("Content-Type", "application/zip")
      .header("Content-Disposition", contentDisposition(fileName))
      .header("Cache-Control", "private, no-store")
      .send(stream);
  });
  route(app, endpoints.user.myDataDownloads, { tags }, (request) =>
    dataExport.downloadsLeft(request.principal),
  );
  // The password is checked here: as tightly limited as the other calls that check one.
  const guarded = guardedConfig(perMinute);
  route(app, endpoints.user.closeAccount, { tags, config: guarded }, (request) =>
    completed(closing.close(request.principal, request.body, request.ip)),
  );
};
