import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { JobTimelineService } from "./job-timeline.service";

/** A job's timeline, for either side of it. */
export const jobTimelineRoutes: FastifyPluginAsyncZod<{ timeline: JobTimelineService }> = async (
  app,
  { timeline },
) => {
  route(app, endpoints.user.getJobTimeline, { tags: ["Tax preparation"] }, (request) =>
    timeline.timelineFor(request.principal, request.query.quoteId),
  );
};
