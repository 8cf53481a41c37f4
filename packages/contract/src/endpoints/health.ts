import { healthSchema } from "../health";
import type { EndpointGroup } from "./define";

/** `/health` (module health). */
export const healthEndpoints = {
  get: {
    method: "GET",
    path: "/health",
    module: "health",
    access: "public",
    summary: "Is the service up and its database reachable",
    response: healthSchema,
  },
} as const satisfies EndpointGroup;
