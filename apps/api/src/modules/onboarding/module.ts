import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files";
import type { RegistrationService } from "../identity";
import type { MatchingService } from "../marketplace";
import type { NotificationsService } from "../notifications";
import type { ProfilesService } from "../profiles";
import { createExpertRegistrationService } from "./expert-registration.service";
import { onboardingRoutes } from "./onboarding.routes";
import { createOnboardingService } from "./onboarding.service";

/** The taxpayer's initial questions as requests, invitation links, and the expert's registration. */
export function createOnboardingModule(deps: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  files: FilesService;
  matching: MatchingService;
  notifications: NotificationsService;
  registration: RegistrationService;
  profiles: ProfilesService;
  /** Registrations per minute and address. */
  perMinute: number;
}) {
  const { db, clock, publicUrl, files, matching, notifications, registration, profiles, perMinute } = deps;
  return {
    name: "onboarding",
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(onboardingRoutes, {
        onboarding: createOnboardingService({ db, clock, publicUrl, matching, notifications }),
        experts: createExpertRegistrationService({ clock, files, registration, profiles }),
        perMinute,
      });
    },
  };
}
