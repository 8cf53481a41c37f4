import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type UserNotification } from "@taxlane/contract";
import { call } from "../../lib/api-call";
import { useRealtimeRefetch } from "../../lib/realtime/use-realtime-refetch";

/** Every notification query starts with this key; realtime events invalidate it. */
export const notificationsKey = ["notifications"] as const;

/** Refetched this often even without the socket, in case it is down. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /User/GetUserNotifications: the newest notifications first. */
export function notificationsQuery() {
  return queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => call(endpointRoutes.user.getUserNotifications, {}, { signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useNotifications() {
  useRealtimeRefetch("notification", notificationsKey);
  return useQuery(notificationsQuery());
}

const allRead = (list: UserNotification[] | undefined) =>
  list?.map((notification) => ({ ...notification, isRead: true }));

/**
 * POST /User/MakeNotifictionsRead (spelled as the API spells it). The list shows them read at once;
 * a failure puts the previous list back.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpointRoutes.user.makeNotificationsRead),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const previous = queryClient.getQueryData<UserNotification[]>(notificationsKey);
      queryClient.setQueryData<UserNotification[]>(notificationsKey, allRead);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(notificationsKey, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
