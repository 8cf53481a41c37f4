import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { consentRoutes } from "./consent.routes";
import { createConsentService } from "./consent.service";
import { createSupportCaseService } from "./support-case.service";

/**
 * The taxpayer's consent under IRC §7216 to uses of a job's answers and files beyond its professional
 * preparing the return, and support cases that let our operators read them for a while.
 */
export function createConsentModule(deps: { db: Database; clock: Clock }) {
  const consent = createConsentService(deps);
  const supportCases = createSupportCaseService(deps);
  return {
    name: "consent",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(consentRoutes, { consent, supportCases });
    },
  };
}
