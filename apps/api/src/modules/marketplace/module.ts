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
  // One quotes service: it registers the price lists' file access, and signing a letter chooses through it.
  const quotes = createQuotesService(deps);
  return {
    name: "marketplace",
    matching: createMatchingService({ db, clock, notifications }),
    /** Choosing a quote within another module's transaction, and a quote's terms (the engagement letter). */
    quotes,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(marketplaceRoutes, {
        quotes,
        requests: createRequestsService({ db, clock, notifications }),
        reviews,
      });
    },
  };
}
