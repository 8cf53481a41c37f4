import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import type { ChatbotService } from "./chatbot.service";
import type { ContentService } from "./content.service";

/** Blog, FAQ and the FAQ assistant: public, no sign-in. */
export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  chatbot: ChatbotService;
}> = async (app, { content, chatbot }) => {
  const tags = ["Content"];

  route(app, endpoints.blog.getAll, { tags }, (request) => content.listPosts(request.query));
  route(app, endpoints.blog.get, { tags }, (request) => content.getPost(request.query.id));
  route(app, endpoints.blog.image, { tags }, async (request, reply) => {
    const image = await content.getPostImage(Number.parseInt(request.params.file, 10));
    return reply.type("image/jpeg").header("Cache-Control", "public, max-age=86400").send(image);
  });
  route(app, endpoints.public.faq, { tags }, () => content.listFaq());
  route(
    app,
    endpoints.public.chatbotAsk,
    { tags, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    (request) => chatbot.ask(request.body.question),
  );
};
