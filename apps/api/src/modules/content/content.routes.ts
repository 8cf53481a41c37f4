import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { ChatbotService } from "./chatbot.service";
import type { ContentService } from "./content.service";
import type { ContentAdminService } from "./content-admin.service";

/** Blog, FAQ and the FAQ assistant: public, no sign-in; and the operators' editing of them. */
export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  chatbot: ChatbotService;
  contentAdmin: ContentAdminService;
}> = async (app, { content, chatbot, contentAdmin }) => {
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

  // The operator console's editing (operators only, as the endpoint table declares).
  const adminTags = ["Operator console"];
  route(app, endpoints.admin.getBlogPosts, { tags: adminTags }, () => contentAdmin.listPosts());
  route(app, endpoints.admin.saveBlogPost, { tags: adminTags }, (request) =>
    contentAdmin.savePost(request.principal, request.body, request.ip),
  );
  route(app, endpoints.admin.publishBlogPost, { tags: adminTags }, (request) =>
    completed(contentAdmin.publishPost(request.principal, request.body, request.ip)),
  );
  route(app, endpoints.admin.getFaqEntries, { tags: adminTags }, () => contentAdmin.listFaq());
  route(app, endpoints.admin.saveFaqEntry, { tags: adminTags }, (request) =>
    contentAdmin.saveFaq(request.principal, request.body, request.ip),
  );
  route(app, endpoints.admin.publishFaqEntry, { tags: adminTags }, (request) =>
    completed(contentAdmin.publishFaq(request.principal, request.body, request.ip)),
  );
  route(app, endpoints.admin.previewMarkdown, { tags: adminTags }, async (request) =>
    contentAdmin.preview(request.body.markdown),
  );
};
