import { queryOptions } from "@tanstack/react-query";
import type { FaqEntry } from "@taxlane/contract";
import { api } from "../../../lib/api-client";

/** GET /Public/Faq: every entry, in the order the FAQ shows them. */
export const faqQuery = queryOptions({
  queryKey: ["faq"],
  queryFn: ({ signal }) => api.get<FaqEntry[]>("/Public/Faq", { signal }),
  staleTime: 10 * 60_000,
});
