import { useMutation, useQuery } from "@tanstack/react-query";
import type { NewsletterSubscription } from "@taxlane/contract";
import { apiRequest } from "../../lib/api-client";

export const newsletterKeys = {
  subscription: (token: string) => ["newsletter", "subscription", token] as const,
};

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<NewsletterSubscription>("/EmailSubscription/Create", { method: "POST", query: { email } }),
  });
}

/** The subscription an unsubscribe link's token stands for: its masked address and whether it is on. */
export function useNewsletterSubscription(token: string) {
  return useQuery({
    queryKey: newsletterKeys.subscription(token),
    queryFn: ({ signal }) =>
      apiRequest<NewsletterSubscription>("/EmailSubscription/Get", { query: { token }, signal }),
    enabled: token !== "",
  });
}

export function useUnsubscribeNewsletter() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<unknown>("/EmailSubscription/Unsubscribe", { method: "POST", body: { token } }),
  });
}
