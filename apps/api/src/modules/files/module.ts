import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { BlobStore } from "../../plugins/files/blob-store";
import { filesRoutes } from "./files.routes";
import { createFilesService } from "./files.service";

/** Stored files and their access-checked download; other modules save and read files through it. */
export function createFilesModule(deps: {
  db: Database;
  blobs: BlobStore;
  keyring: Keyring;
  clock: Clock;
  maxBytes: number;
}) {
  const files = createFilesService(deps);
  return {
    name: "files",
    files,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(filesRoutes, { files });
    },
  };
}
