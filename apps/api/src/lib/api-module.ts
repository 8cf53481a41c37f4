import type { FastifyInstance } from "fastify";

/**
 * A module as the app assembles it: made by its factory (`modules/<name>/index.ts`) from what it
 * needs, then asked to register its routes under `/api`, in the order the app lists the modules.
 */
export interface ApiModule {
  name: string;
  registerRoutes(api: FastifyInstance): Promise<void>;
}
