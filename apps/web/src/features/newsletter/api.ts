import { useMutation, useQuery } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

export const newsletterKeys = {
  subscription: (token: string) => ["newsletter", "subscription", token] as const,
};

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (email: string) => call(endpointRoutes.emailSubscription.create, { query: { email } }),
  });
}

/** The subscription an unsubscribe link's token stands for: its masked address and whether it is on. */
export function useNewsletterSubscription(token: string) {
  return useQuery({
    queryKey: newsletterKeys.subscription(token),
    queryFn: ({ signal }) => call(endpointRoutes.emailSubscription.get, { query: { token } }, { signal }),
    enabled: token !== "",
  });
}

export function useUnsubscribeNewsletter() {
  return useMutation({
    mutationFn: (token: string) => call(endpointRoutes.emailSubscription.unsubscribe, { body: { token } }),
  });
}
