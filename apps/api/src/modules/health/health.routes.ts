import { endpoints, type Health } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint";
import { pingDatabase } from "./health.service";

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  databaseKind: Health["database"];
  version: string;
}> = async (app, { db, databaseKind, version }) => {
  route(app, endpoints.health.get, { tags: ["Health"], config: { rateLimit: false } }, async () => {
    try {
      // The embedded database's thread restarting makes this wait for it, up to the ping's time;
      // one that stays down (in memory, or stopped too often: db/pglite-thread.ts) or answers
      // nothing fails it, so an orchestrator replaces the process.
      await pingDatabase(db);
    } catch {
      throw new AppError("UNAVAILABLE", t("errors.databaseUnreachable"));
    }
    return { status: "ok" as const, database: databaseKind, version };
  });
};
