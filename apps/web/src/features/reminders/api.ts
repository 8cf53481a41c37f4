import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type JobReminders, type ReminderCadence } from "@taxlane/contract";
import { call } from "../../lib/api-call";

const remindersKey = ["reminders"] as const;
export const jobRemindersKey = (quoteId: number) => [...remindersKey, quoteId] as const;

/** GET /Accountant/GetJobReminders: the job's reminders, scheduled and sent, and its cadence. */
export function jobRemindersQuery(quoteId: number) {
  return queryOptions({
    queryKey: jobRemindersKey(quoteId),
    queryFn: ({ signal }) =>
      call(endpointRoutes.accountant.getJobReminders, { query: { quoteId } }, { signal }),
  });
}

/** Each change answers the job's whole view, kept as the cache. */
function useReminderChange<I>(quoteId: number, send: (input: I) => Promise<JobReminders>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => queryClient.setQueryData(jobRemindersKey(quoteId), view),
  });
}

export const useSetCadence = (quoteId: number) =>
  useReminderChange(quoteId, (cadence: ReminderCadence) =>
    call(endpointRoutes.accountant.setJobReminderCadence, { body: { quoteId, ...cadence } }),
  );

export const useSendNow = (quoteId: number) =>
  useReminderChange(quoteId, (reminderId: number) =>
    call(endpointRoutes.accountant.sendReminderNow, { body: { quoteId, reminderId } }),
  );

export const useStopReminder = (quoteId: number) =>
  useReminderChange(quoteId, (reminderId: number) =>
    call(endpointRoutes.accountant.stopReminder, { body: { quoteId, reminderId } }),
  );
