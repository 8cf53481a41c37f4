import type { AccountantWorkExperience } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files";
import type { AccountService } from "../identity";
import { profilesRoutes } from "./profiles.routes";
import { createProfilesService } from "./profiles.service";
import { createReviewsService } from "./reviews.service";

/** Experts' profiles and reviews, and the profile screens of both roles. */
export function createProfilesModule(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  account: AccountService;
  /** The expert's last filed preparations (the tax-preparation module keeps them). */
  workHistory: (expertUserId: number, limit: number) => Promise<AccountantWorkExperience[]>;
  /** Profile changes per minute and address. */
  perMinute: number;
}) {
  const { db, clock, account, perMinute } = deps;
  const profiles = createProfilesService(deps);
  return {
    name: "profiles",
    profiles,
    /** Taxpayers review experts from the marketplace's calls. */
    reviews: createReviewsService({ db, clock, account }),
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(profilesRoutes, { profiles, perMinute });
    },
  };
}
