import type { Database, DatabaseHandle } from "../../db/client";
import type { ApiModule } from "../../lib/api-module";
import { healthRoutes } from "./health.routes";

/** The health check: the database answers, and which version runs. */
export function createHealthModule(deps: {
  db: Database;
  databaseKind: DatabaseHandle["kind"];
  version: string;
}): ApiModule {
  return {
    name: "health",
    registerRoutes: async (api) => {
      await api.register(healthRoutes, deps);
    },
  };
}
