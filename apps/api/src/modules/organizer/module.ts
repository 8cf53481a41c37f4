import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import { organizerRoutes } from "./organizer.routes";
import { createOrganizerService } from "./organizer.service";
import { createOrganizerCompletion } from "./organizer-completion.service";
import { createOrganizerPrefill } from "./organizer-prefill";
import type { OrganizerFileStored } from "./organizer-saving.service";

/** The tax organizer's answers (individual and business), their files and the recorded reveals of sensitive ones. */
export function createOrganizerModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  keyring: Keyring;
  notifications: NotificationsService;
  /** Told of each file given in an answer, in its transaction (the documents' reading). */
  onFileStored: OrganizerFileStored;
}) {
  const organizer = createOrganizerService(deps);
  const prefill = createOrganizerPrefill(deps);
  const complete = createOrganizerCompletion(deps);
  return {
    name: "organizer",
    organizer,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(organizerRoutes, { organizer, prefill, complete });
    },
  };
}
