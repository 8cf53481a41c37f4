import { useQuery } from "@tanstack/react-query";
import type { Testimonial } from "@taxlane/contract";
import { apiRequest } from "../../../lib/api-client";

export const TESTIMONIALS_COUNT = 3;

export const homeKeys = {
  testimonials: ["public", "testimonials", TESTIMONIALS_COUNT] as const,
};

/** Recent good reviews that taxpayers left their professionals. */
export function useTestimonials() {
  return useQuery({
    queryKey: homeKeys.testimonials,
    queryFn: ({ signal }) =>
      apiRequest<Testimonial[]>("/Public/Testimonials", { query: { count: TESTIMONIALS_COUNT }, signal }),
  });
}
