import {
  blogIdQuerySchema,
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostSchema,
  chatbotAnswerSchema,
  chatbotQuestionSchema,
  faqEntrySchema,
} from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ChatbotService } from "./chatbot.service";
import type { ContentService } from "./content.service";

const imageParamsSchema = z.object({
  file: z.string().regex(/^\d{1,9}\.jpg$/, { error: "Unknown image." }),
});

/** Blog, FAQ and the FAQ assistant: public, no sign-in. */
export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  chatbot: ChatbotService;
}> = async (app, { content, chatbot }) => {
  const tags = ["Content"];

  app.get(
    "/Blog/GetAll",
    {
      schema: {
        tags,
        summary: "Newest posts first; typeEnum 1 or 2 adds the posts for both audiences",
        querystring: blogListQuerySchema,
        response: { 200: z.array(blogPostSchema) },
      },
    },
    (request) => content.listPosts(request.query),
  );
  app.get(
    "/Blog/Get",
    { schema: { tags, querystring: blogIdQuerySchema, response: { 200: blogPostDetailSchema } } },
    (request) => content.getPost(request.query.id),
  );
  app.get(
    "/Blog/Image/:file",
    { schema: { tags, summary: "A post's full-size image (1200 × 630 JPEG)", params: imageParamsSchema } },
    async (request, reply) => {
      const image = await content.getPostImage(Number.parseInt(request.params.file, 10));
      return reply.type("image/jpeg").header("Cache-Control", "public, max-age=86400").send(image);
    },
  );
  app.get("/Public/Faq", { schema: { tags, response: { 200: z.array(faqEntrySchema) } } }, () =>
    content.listFaq(),
  );
  app.post(
    "/Public/Chatbot/Ask",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Answers from the FAQ and blog; questions are neither stored nor logged",
        body: chatbotQuestionSchema,
        response: { 200: chatbotAnswerSchema },
      },
    },
    (request) => chatbot.ask(request.body.question),
  );
};
