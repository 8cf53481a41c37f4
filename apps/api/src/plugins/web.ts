import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { t } from "@taxlane/contract/i18n";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "../lib/api-path";
import { AppError } from "../lib/app-error";
import { type PageHead, withPageHead } from "./page-head";

/**
 * Serves the built web app beside the API: hashed assets cached for a year, everything else
 * revalidated (the service worker, sw.js, above all: a browser must see a new one at once), and any other page path answered with index.html so the app's router decides.
 * Files go out as the brotli or gzip copies the build wrote beside them when the browser accepts
 * one (the page itself is compressed per reply, since its head differs by path). Unknown API paths
 * answer the error body every client reads.
 */
export interface WebOptions {
  distDir: string | undefined;
  /** The head a page path gets (title, description, social card), so crawlers see it without scripts. */
  headFor?: (pathname: string) => Promise<PageHead | undefined>;
}

export const webPlugin = fp<WebOptions>(async (app: FastifyInstance, { distDir, headFor }) => {
  const indexFile = distDir ? path.join(distDir, "index.html") : undefined;
  const serveWeb = indexFile !== undefined && existsSync(indexFile);
  const indexHtml = serveWeb && indexFile ? readFileSync(indexFile, "utf8") : "";
  if (serveWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The copies are reached through their file's own path, never by name.
      globIgnore: ["**/*.br", "**/*.gz"],
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPage =
      serveWeb &&
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(pathname) &&
      !path.extname(pathname);
    if (isPage) {
      const head = headFor ? await headFor(pathname) : undefined;
      return reply
        .header("Cache-Control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(head ? withPageHead(indexHtml, head) : indexHtml);
    }
    throw new AppError(
      "NOT_FOUND",
      isApiPath(pathname)
        ? t("errors.noSuchCall", { method: request.method, path: pathname })
        : t("errors.pageNotFound"),
    );
  });
});
