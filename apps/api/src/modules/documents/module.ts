import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import { documentsRoutes } from "./documents.routes";
import { createDocumentsService } from "./documents.service";
import { createDocumentsBundle } from "./documents-bundle";

/** A job's documents: organizer files and requested documents, their review, and one PDF of them. */
export function createDocumentsModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
}) {
  const documents = createDocumentsService(deps);
  const bundle = createDocumentsBundle({ db: deps.db, clock: deps.clock, files: deps.files, documents });
  return {
    name: "documents",
    documents,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(documentsRoutes, { documents, bundle });
    },
  };
}
