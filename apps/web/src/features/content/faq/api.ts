import { queryOptions } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../../lib/api-call";

/** GET /Public/Faq: every entry, in the order the FAQ shows them. */
export const faqQuery = queryOptions({
  queryKey: ["faq"],
  queryFn: ({ signal }) => call(endpointRoutes.public.faq, {}, { signal }),
  staleTime: 10 * 60_000,
});
