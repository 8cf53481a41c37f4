import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files";
import type { NotificationsService } from "../notifications";
import type { ProfilesService, ReviewsService } from "../profiles";
import type { JobStartPort } from "./job-start.port";
import { marketplaceRoutes } from "./marketplace.routes";
import { createMatchingService } from "./matching.service";
import { createQuotesService } from "./quotes.service";
import { createRequestsService } from "./requests.service";

/** Requests routed to experts (matching and widening), quotes and their lifecycle, introductions. */
export function createMarketplaceModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  profiles: ProfilesService;
  taxPreparation: JobStartPort;
  /** The profiles module's reviews, posted through the marketplace's calls. */
  reviews: ReviewsService;
}) {
  const { db, clock, notifications, reviews } = deps;
  return {
    name: "marketplace",
    matching: createMatchingService({ db, clock, notifications }),
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(marketplaceRoutes, {
        quotes: createQuotesService(deps),
        requests: createRequestsService({ db, clock, notifications }),
        reviews,
      });
    },
  };
}
