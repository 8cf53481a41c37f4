import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointRoutes, type PhoneStart, type PushSubscribe } from "@taxlane/contract";
import { call } from "../../lib/api-call";
import { notificationsKey } from "./api";

const pushDevicesKey = [...notificationsKey, "push-devices"] as const;
const phoneKey = [...notificationsKey, "phone"] as const;

/** GET /Notifications/PushPublicKey: the VAPID key this browser subscribes with; it never changes. */
export const pushPublicKeyQuery = queryOptions({
  queryKey: [...notificationsKey, "push-public-key"],
  queryFn: ({ signal }) => call(endpointRoutes.notifications.pushPublicKey, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** GET /Notifications/PushDevices: the person's devices that receive pushes (this one among them or not). */
export const usePushDevices = () =>
  useQuery({
    queryKey: pushDevicesKey,
    queryFn: ({ signal }) => call(endpointRoutes.notifications.pushDevices, {}, { signal }),
  });

/** The subscribe and unsubscribe calls; each answers the whole list of devices, kept as the cache. */
export function usePushDeviceCalls() {
  const queryClient = useQueryClient();
  const keep = (list: Awaited<ReturnType<typeof subscribe>>) =>
    queryClient.setQueryData(pushDevicesKey, list);
  const subscribe = (subscription: PushSubscribe) =>
    call(endpointRoutes.notifications.subscribePush, { body: subscription });
  return {
    subscribe: async (subscription: PushSubscribe) => keep(await subscribe(subscription)),
    unsubscribe: async (endpoint: string) =>
      keep(await call(endpointRoutes.notifications.unsubscribePush, { body: { endpoint } })),
  };
}

/** GET /Notifications/Phone: the number for texts, and whether it is verified, stopped or waiting for a code. */
export const usePhone = () =>
  useQuery({
    queryKey: phoneKey,
    queryFn: ({ signal }) => call(endpointRoutes.notifications.phone, {}, { signal }),
  });

/** The phone calls; each answers the number's status, kept as the cache. */
export function usePhoneCalls() {
  const queryClient = useQueryClient();
  const onSuccess = (status: Awaited<ReturnType<typeof startPhone>>) =>
    queryClient.setQueryData(phoneKey, status);
  const startPhone = (start: PhoneStart) => call(endpointRoutes.notifications.startPhone, { body: start });
  return {
    start: useMutation({ mutationFn: startPhone, onSuccess }),
    verify: useMutation({
      mutationFn: (code: string) => call(endpointRoutes.notifications.verifyPhone, { body: { code } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: () => call(endpointRoutes.notifications.removePhone), onSuccess }),
  };
}
