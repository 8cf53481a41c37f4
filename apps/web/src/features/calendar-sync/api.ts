import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { currentUserKey } from "../../entities/account";
import { call } from "../../lib/api-call";

export type CalendarProvider = "google" | "microsoft";

export const calendarProviderNames: Record<CalendarProvider, string> = {
  google: "Google Calendar",
  microsoft: "Microsoft Outlook",
};

/** Every calendar-sync query's key starts with this. */
export const calendarSyncKey = ["calendar-sync"] as const;

/** GET /Accountant/GetCalendarSync: which calendar is connected and whether it still works. */
export function calendarSyncQuery() {
  return queryOptions({
    queryKey: [...calendarSyncKey, "status"],
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getCalendarSync, {}, { signal }),
  });
}

function useSyncChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarSyncKey }),
      // GetUser's hasSyncedCalendar follows the connection.
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
    ]);
}

/** Asks for the provider's authorization URL and leaves for it; the provider sends the person back. */
export function useConnectCalendar() {
  return useMutation({
    mutationFn: async (provider: CalendarProvider) => {
      const url =
        provider === "google"
          ? await call(endpointRoutes.accountant.getGoogleAuthUrl)
          : await call(endpointRoutes.accountant.microsoftAuthUrl);
      window.location.assign(url);
    },
  });
}

export interface CalendarReturn {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** Hands what the provider sent back (code and state, or its error) to the server. */
export function useFinishCalendarConnection() {
  const changed = useSyncChanged();
  return useMutation({
    mutationFn: ({ provider, answer }: { provider: CalendarProvider; answer: CalendarReturn }) =>
      provider === "google"
        ? call(endpointRoutes.accountant.googleAuthCallBack, { body: answer })
        : call(endpointRoutes.accountant.microsoftAuthUrlCallBack, { body: answer }),
    onSettled: changed,
  });
}

/** POST /Accountant/CancelCalendarSync. */
export function useDisconnectCalendar() {
  const changed = useSyncChanged();
  return useMutation({
    mutationFn: () => call(endpointRoutes.accountant.cancelCalendarSync),
    onSuccess: changed,
  });
}
