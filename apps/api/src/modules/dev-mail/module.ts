import type { ApiModule } from "../../lib/api-module";
import { devMailRoutes } from "./dev-mail.routes";

/** The mailbox of mail written to files, on this machine only: no routes at all when `enabled` is false. */
export function createDevMailModule(deps: { enabled: boolean; folder: string }): ApiModule {
  return {
    name: "dev-mail",
    registerRoutes: async (api) => {
      if (deps.enabled) await api.register(devMailRoutes, { folder: deps.folder });
    },
  };
}
