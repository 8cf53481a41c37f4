import type { FastifyInstance } from "fastify";
import { createTaxNoticeAnswersService } from "./tax-notice-answers.service";
import { taxNoticesRoutes } from "./tax-notices.routes";
import { createTaxNoticesService, type TaxNoticesDeps } from "./tax-notices.service";

/** Letters from the IRS or a state a taxpayer gives their job's professional, their answers and quotes. */
export function createTaxNoticesModule(deps: TaxNoticesDeps) {
  const notices = createTaxNoticesService(deps);
  const answers = createTaxNoticeAnswersService(deps);
  return {
    name: "tax-notices",
    notices,
    answers,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(taxNoticesRoutes, { notices, answers });
    },
  };
}
