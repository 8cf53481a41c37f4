import type { FastifyInstance } from "fastify";
import type { ContentService } from "../content";
import type { ProfilesService } from "../profiles";
import { siteRoutes } from "./site.routes";
import { createSiteService } from "./site.service";

/** The sitemap, robots.txt and each public page's head: served at the site's root, not under /api. */
export function createSiteModule(deps: {
  publicUrl: string;
  content: ContentService;
  profiles: ProfilesService;
}) {
  const site = createSiteService(deps);
  return {
    name: "site",
    site,
    registerRoutes: async (app: FastifyInstance) => {
      await app.register(siteRoutes, { site });
    },
  };
}
