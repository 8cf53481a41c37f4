import type { FastifyPluginAsync } from "fastify";
import type { SiteService } from "./site.service";

/** /sitemap.xml and /robots.txt at the site's root. */
export const siteRoutes: FastifyPluginAsync<{ site: SiteService }> = async (app, { site }) => {
  app.get("/sitemap.xml", { schema: { tags: ["Site"], hide: true } }, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(await site.sitemap()),
  );
  app.get("/robots.txt", { schema: { tags: ["Site"], hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(site.robots()),
  );
};
