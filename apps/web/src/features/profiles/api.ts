import { useQuery } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** How many professionals the home page shows at once. */
export const EXPERTS_NEAR_YOU_COUNT = 6;

export const profileKeys = {
  nearYou: (state: string) => ["profiles", "near-you", state] as const,
};

/** Professionals to show the public, in one state or, with "", in all of them. */
export function useExpertsNearYou(state: string) {
  return useQuery({
    queryKey: profileKeys.nearYou(state),
    queryFn: ({ signal }) =>
      call(
        endpointRoutes.public.expertsNearYou,
        { query: { state: state || undefined, count: EXPERTS_NEAR_YOU_COUNT } },
        { signal },
      ),
  });
}
