import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { createChatbotService } from "./chatbot.service";
import { contentRoutes } from "./content.routes";
import { createContentService } from "./content.service";

/** Blog articles, the FAQ and the FAQ assistant. */
export function createContentModule(deps: { db: Database }) {
  const content = createContentService(deps.db);
  return {
    name: "content",
    content,
    registerRoutes: async (api: FastifyInstance) => {
      await api.register(contentRoutes, { content, chatbot: createChatbotService(deps.db) });
    },
  };
}
