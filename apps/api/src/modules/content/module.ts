import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createChatbotService } from "./chatbot.service";
import { contentRoutes } from "./content.routes";
import { createContentService } from "./content.service";
import { createContentAdminService } from "./content-admin.service";

/** Blog articles, the FAQ and the FAQ assistant. */
export function createContentModule(deps: { db: Database; clock: Clock }) {
  const content = createContentService(deps.db);
  return {
    name: "content",
    content,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(contentRoutes, {
        content,
        chatbot: createChatbotService(deps.db),
        contentAdmin: createContentAdminService(deps),
      });
    },
  };
}
