import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import type { ReadingJob } from "./document-reading-job";
import { createDocumentReadingsService } from "./document-readings.service";
import { documentsRoutes } from "./documents.routes";
import { createDocumentsService } from "./documents.service";
import { createDocumentsBundle } from "./documents-bundle";

/**
 * A job's documents: organizer files and requested documents, their review, one PDF of them, and
 * what reading each one found (kind and values, decided on by the taxpayer).
 */
export function createDocumentsModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  keyring: Keyring;
  /** The reading job (made before the organizer, which queues readings of its files too). */
  readingJob: ReadingJob;
}) {
  const documents = createDocumentsService({ ...deps, readings: deps.readingJob });
  const readings = createDocumentReadingsService({ ...deps, jobOf: documents.jobOf });
  const bundle = createDocumentsBundle({ db: deps.db, clock: deps.clock, files: deps.files, documents });
  return {
    name: "documents",
    documents,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(documentsRoutes, { documents, bundle, readings });
    },
  };
}
