import { useQuery } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../../lib/api-call";

export const TESTIMONIALS_COUNT = 3;

export const homeKeys = {
  testimonials: ["public", "testimonials", TESTIMONIALS_COUNT] as const,
};

/** Recent good reviews that taxpayers left their professionals. */
export function useTestimonials() {
  return useQuery({
    queryKey: homeKeys.testimonials,
    queryFn: ({ signal }) =>
      call(endpointRoutes.public.testimonials, { query: { count: TESTIMONIALS_COUNT } }, { signal }),
  });
}
