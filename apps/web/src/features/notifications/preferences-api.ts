import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type NotificationPreference } from "@taxlane/contract";
import { call } from "../../lib/api-call";
import { notificationsKey } from "./api";

const preferencesKey = [...notificationsKey, "preferences"] as const;

/** GET /User/GetNotificationPreferences: the channel of each kind of notice. */
export function preferencesQuery() {
  return queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => call(endpointRoutes.user.getNotificationPreferences, {}, { signal }),
  });
}

export const usePreferences = () => useQuery(preferencesQuery());

/** POST /User/SetNotificationPreference: the answer is the whole list, kept as the cache. */
export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      call(endpointRoutes.user.setNotificationPreference, { body: preference }),
    onSuccess: (list) => queryClient.setQueryData(preferencesKey, list),
  });
}
