import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { useEffect } from "react";
import { call } from "../../lib/api-call";
import { useRealtimeRefetch } from "../../lib/realtime/use-realtime-refetch";

/** Every job's timeline sits under this key, by its quote. */
export const jobTimelineKey = ["job-timeline"] as const;

/** GET /User/GetJobTimeline: the job's steps and what comes next, for either side of it. */
export function jobTimelineQuery(quoteId: number) {
  return queryOptions({
    queryKey: [...jobTimelineKey, quoteId],
    queryFn: ({ signal }) => call(endpointRoutes.user.getJobTimeline, { query: { quoteId } }, { signal }),
  });
}

/**
 * The timeline, kept live as the to-do list is: a notification means the other side did something
 * (a step of theirs may be reached), and the person's own finished changes (an upload, a move, a
 * filing) may reach one of theirs, so both read it again while it is shown.
 */
export function useJobTimeline(quoteId: number) {
  useRealtimeRefetch("notification", jobTimelineKey);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") {
          void queryClient.invalidateQueries({ queryKey: jobTimelineKey });
        }
      }),
    [queryClient],
  );
  return useQuery(jobTimelineQuery(quoteId));
}
