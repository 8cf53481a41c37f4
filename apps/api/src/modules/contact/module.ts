import type { ApiModule } from "../../lib/api-module";
import { contactRoutes } from "./contact.routes";
import { type ContactDeps, createContactService } from "./contact.service";

/** The contact and book-a-demo forms. */
export function createContactModule(deps: ContactDeps & { perHour: number }): ApiModule {
  const { perHour, ...serviceDeps } = deps;
  return {
    name: "contact",
    registerRoutes: async (api) => {
      await api.register(contactRoutes, { contact: createContactService(serviceDeps), perHour });
    },
  };
}
