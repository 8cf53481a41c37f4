import { queryOptions } from "@tanstack/react-query";
import { type BlogTypeEnum, endpointRoutes } from "@taxlane/contract";
import { call } from "../../../lib/api-call";
import { isApiError } from "../../../lib/api-client";

/** How many posts /blogs lists. */
export const BLOG_LIST_COUNT = 30;
/** The post shown plus three others, for "Recent posts". */
export const RECENT_POSTS_COUNT = 4;

/** GET /Blog/GetAll: newest first; with a type, that audience's posts and those for both. */
export function blogListQuery(count: number, typeEnum?: BlogTypeEnum) {
  return queryOptions({
    queryKey: ["blog", "list", { count, typeEnum: typeEnum ?? null }],
    queryFn: ({ signal }) => call(endpointRoutes.blog.getAll, { query: { count, typeEnum } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /Blog/Get: one post with its article as sanitized HTML. */
export function blogPostQuery(id: number) {
  return queryOptions({
    queryKey: ["blog", "post", id],
    queryFn: ({ signal }) => call(endpointRoutes.blog.get, { query: { id } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
