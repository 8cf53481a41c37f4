import { queryOptions } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** The caller's practice (GET /Practice/GetPractice); every change answers it anew. */
export const practiceKey = ["practice"] as const;

export function practiceQuery() {
  return queryOptions({
    queryKey: practiceKey,
    queryFn: ({ signal }) => call(endpointRoutes.practice.getPractice, {}, { signal }),
  });
}
