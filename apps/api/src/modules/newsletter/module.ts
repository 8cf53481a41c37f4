import type { ApiModule } from "../../lib/api-module";
import { newsletterRoutes } from "./newsletter.routes";
import { createNewsletterService, type NewsletterDeps } from "./newsletter.service";

/** Newsletter sign-ups, confirmed by mail. */
export function createNewsletterModule(deps: NewsletterDeps & { perHour: number }): ApiModule {
  const { perHour, ...serviceDeps } = deps;
  return {
    name: "newsletter",
    registerRoutes: async (api) => {
      await api.register(newsletterRoutes, { newsletter: createNewsletterService(serviceDeps), perHour });
    },
  };
}
