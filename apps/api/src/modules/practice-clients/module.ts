import type { FastifyInstance } from "fastify";
import type { PracticeClientsDeps } from "./practice-clients.deps";
import { practiceClientsRoutes } from "./practice-clients.routes";
import { createPracticeClientsService } from "./practice-clients.service";

/** A practice's client list: the clients of the jobs each professional sees, and its CSV. */
export function createPracticeClientsModule(deps: PracticeClientsDeps) {
  const clients = createPracticeClientsService(deps);
  return {
    name: "practice-clients",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(practiceClientsRoutes, { clients });
    },
  };
}
