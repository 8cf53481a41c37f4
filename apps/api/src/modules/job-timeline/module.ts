import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { jobTimelineRoutes } from "./job-timeline.routes";
import { createJobTimelineService } from "./job-timeline.service";
import type { QuoteTurnaroundPort } from "./timeline-facts";

/**
 * A job's timeline: its steps read from the modules that keep each fact (tax preparation, signatures,
 * documents, filing, and the quote's turnaround from marketplace, handed over by the composition).
 */
export function createJobTimelineModule(deps: { db: Database; clock: Clock; quotes: QuoteTurnaroundPort }) {
  const timeline = createJobTimelineService(deps);
  return {
    name: "job-timeline",
    timeline,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(jobTimelineRoutes, { timeline });
    },
  };
}
