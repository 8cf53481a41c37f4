import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { useEffect } from "react";
import { call } from "../../lib/api-call";
import { useRealtimeRefetch } from "../../lib/realtime/use-realtime-refetch";

/** The caller's to-do list; realtime notifications and the person's own changes refetch it. */
export const toDoKey = ["todo"] as const;

/** Refetched this often even without the socket, in case it is down (as notifications are). */
export const TODO_POLL_MS = 60_000;

/** GET /User/GetToDo. */
export function toDoQuery() {
  return queryOptions({
    queryKey: toDoKey,
    queryFn: ({ signal }) => call(endpointRoutes.user.getToDo, {}, { signal }),
    refetchInterval: TODO_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * The list, kept live: any notification for the person means something of theirs changed (a quote
 * came, a document was asked for, an invoice was sent), so the list is read again.
 */
export function useToDo() {
  useRealtimeRefetch("notification", toDoKey);
  return useQuery(toDoQuery());
}

/**
 * What the person does themselves (an upload, a signature, a payment, a choice) tells them no
 * notification, yet it may finish an item: every mutation they complete refetches the list. Placed
 * once in each area (the menu's badge), so it holds on every page.
 */
export function useRefreshToDoAfterOwnChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") {
          void queryClient.invalidateQueries({ queryKey: toDoKey });
        }
      }),
    [queryClient],
  );
}
