import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files/files.service";
import type { NotificationsService } from "../notifications/notifications.service";
import type { ProfilesService } from "../profiles/profiles.service";
import type { ReviewsService } from "../profiles/reviews.service";
import type { TaxPreparationService } from "../tax-preparation/tax-preparation.service";
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
  taxPreparation: TaxPreparationService;
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
