import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { FilesService } from "../files/files.service";
import type { RegistrationService } from "../identity/registration.service";
import type { MatchingService } from "../marketplace/matching.service";
import type { NotificationsService } from "../notifications/notifications.service";
import type { ProfilesService } from "../profiles/profiles.service";
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
