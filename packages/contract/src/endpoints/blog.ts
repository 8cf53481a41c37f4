import { blogIdQuerySchema, blogListQuerySchema, blogPostDetailSchema } from "../public-site";
import type { EndpointGroup } from "./define";
import { blogImageParamsSchema, blogPostListSchema } from "./schemas-public-site";

/** `/Blog/*`: the posts and their images (module content). */
export const blogEndpoints = {
  getAll: {
    method: "GET",
    path: "/Blog/GetAll",
    module: "content",
    access: "public",
    summary: "Newest posts first; typeEnum 1 or 2 adds the posts for both audiences",
    query: blogListQuerySchema,
    response: blogPostListSchema,
  },
  get: {
    method: "GET",
    path: "/Blog/Get",
    module: "content",
    access: "public",
    query: blogIdQuerySchema,
    response: blogPostDetailSchema,
  },
  image: {
    method: "GET",
    path: "/Blog/Image/:file",
    module: "content",
    access: "public",
    summary: "A post's full-size image (1200 × 630 JPEG)",
    params: blogImageParamsSchema,
  },
} as const satisfies EndpointGroup;
