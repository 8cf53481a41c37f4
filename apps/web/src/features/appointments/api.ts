import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AvailabilitySettings,
  type EndpointRequest,
  endpointRoutes,
  type endpoints,
} from "@taxlane/contract";
import { call } from "../../lib/api-call";
import { useRealtimeRefetch } from "../../lib/realtime/use-realtime-refetch";

/** Every appointments query's key starts with this. */
export const appointmentsKey = ["appointments"] as const;

/** While appointments are shown, a notification from the server (booked, approved, …) refetches them. */
export function useAppointmentsRealtimeRefetch() {
  useRealtimeRefetch("notification", appointmentsKey);
}

export const appointmentKeys = {
  slots: (accountantId: number, day: string) => [...appointmentsKey, "slots", accountantId, day] as const,
  allSlots: [...appointmentsKey, "slots"] as const,
  taxpayerList: (quoteId?: number) => [...appointmentsKey, "taxpayer", quoteId ?? "all"] as const,
  requests: [...appointmentsKey, "requests"] as const,
  approved: [...appointmentsKey, "approved"] as const,
  availability: [...appointmentsKey, "availability"] as const,
  feed: [...appointmentsKey, "feed"] as const,
  videoLink: [...appointmentsKey, "video-link"] as const,
};

/** The professional's free half-hours of one day (in their zone), with their instants. */
export function slotsQuery(accountantId: number, day: string) {
  return queryOptions({
    queryKey: appointmentKeys.slots(accountantId, day),
    queryFn: ({ signal }) =>
      call(
        endpointRoutes.taxpayer.getAccountantAvailableSlots,
        { query: { accountantId, date: day } },
        { signal },
      ),
    staleTime: 15_000,
  });
}

/** The taxpayer's appointments, newest first; one job's when `quoteId` is given. */
export function taxpayerAppointmentsQuery(quoteId?: number) {
  return queryOptions({
    queryKey: appointmentKeys.taxpayerList(quoteId),
    queryFn: ({ signal }) =>
      call(
        endpointRoutes.taxpayer.getAppointments,
        { query: quoteId === undefined ? {} : { quoteId } },
        { signal },
      ),
  });
}

export function appointmentRequestsQuery() {
  return queryOptions({
    queryKey: appointmentKeys.requests,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getAccountantAppointmentRequests, {}, { signal }),
  });
}

export function approvedAppointmentsQuery() {
  return queryOptions({
    queryKey: appointmentKeys.approved,
    queryFn: ({ signal }) =>
      call(endpointRoutes.accountant.getAccountantApprovedAppointments, {}, { signal }),
  });
}

export function availabilityQuery() {
  return queryOptions({
    queryKey: appointmentKeys.availability,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getAvailability, {}, { signal }),
  });
}

/** The professional's own video meeting link. */
export function videoLinkQuery() {
  return queryOptions({
    queryKey: appointmentKeys.videoLink,
    queryFn: ({ signal }) => call(endpointRoutes.accountant.getVideoMeetingLink, {}, { signal }),
  });
}

export function calendarFeedQuery() {
  return queryOptions({
    queryKey: appointmentKeys.feed,
    queryFn: ({ signal }) => call(endpointRoutes.user.getCalendarFeed, {}, { signal }),
  });
}

function useAppointmentsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: appointmentsKey });
}

/**
 * What a booking sends, as the contract's schema takes it (`z.input` of its body): `dateTime` is the
 * day in the professional's zone (ISO) and `time` the slot's index.
 */
export type Booking = EndpointRequest<typeof endpoints.taxpayer.makeAppointment>["body"];

/** POST /taxpayer/makeAppointment. */
export function useMakeAppointment() {
  const changed = useAppointmentsChanged();
  return useMutation({
    mutationFn: (booking: Booking) => call(endpointRoutes.taxpayer.makeAppointment, { body: booking }),
    onSuccess: changed,
  });
}

/** The taxpayer's cancel. */
export function useCancelOwnAppointment() {
  const changed = useAppointmentsChanged();
  return useMutation({
    mutationFn: (appointmentId: number) =>
      call(endpointRoutes.taxpayer.cancelAppointment, { query: { appointmentId } }),
    onSettled: changed,
  });
}

export function useApproveAppointment() {
  const changed = useAppointmentsChanged();
  return useMutation({
    mutationFn: (appointmentId: number) =>
      call(endpointRoutes.accountant.approveAppointment, { query: { appointmentId } }),
    onSettled: changed,
  });
}

export function useRejectAppointment() {
  const changed = useAppointmentsChanged();
  return useMutation({
    mutationFn: ({ appointmentId, message }: { appointmentId: number; message: string | null }) =>
      call(endpointRoutes.accountant.rejectAppointment, { query: { appointmentId }, body: { message } }),
    onSettled: changed,
  });
}

/** The professional's cancel of an approved appointment. */
export function useCancelApprovedAppointment() {
  const changed = useAppointmentsChanged();
  return useMutation({
    mutationFn: (appointmentId: number) =>
      call(endpointRoutes.accountant.cancelAppointment, { query: { appointmentId } }),
    onSettled: changed,
  });
}

export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AvailabilitySettings) =>
      call(endpointRoutes.accountant.updateAvailability, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.availability, saved);
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.allSlots });
    },
  });
}

/** Sets (or, with null, removes) the professional's own video link; the lists show it at once. */
export function useSetVideoLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) =>
      call(endpointRoutes.accountant.setVideoMeetingLink, { body: { url } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.videoLink, saved);
      return queryClient.invalidateQueries({ queryKey: appointmentsKey });
    },
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpointRoutes.user.resetCalendarFeed),
    onSuccess: (feed) => queryClient.setQueryData(appointmentKeys.feed, feed),
  });
}
