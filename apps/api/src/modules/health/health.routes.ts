import { type Health, healthSchema } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { healthRepository } from "./health.repository";

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  databaseKind: Health["database"];
  version: string;
}> = async (app, { db, databaseKind, version }) => {
  app.get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["Health"],
        summary: "Is the service up and its database reachable",
        response: { 200: healthSchema },
      },
    },
    async () => {
      try {
        await healthRepository.ping(db);
      } catch {
        throw new AppError("UNAVAILABLE", "The database cannot be reached right now.");
      }
      return { status: "ok" as const, database: databaseKind, version };
    },
  );
};
