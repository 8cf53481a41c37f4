import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { isApiError } from "../../lib/api-client";
import { notificationsKey } from "./api";
import { pushPublicKeyQuery, usePushDeviceCalls } from "./channels-api";
import { browserCanPush, currentPushEndpoint, type PushRefusal, subscribeThisDevice } from "./push-device";

export const thisDeviceKey = [...notificationsKey, "push-this-device"] as const;

const refusalText: Record<PushRefusal, string> = {
  unsupported: t("channels.pushUnsupported"),
  denied: t("channels.pushDenied"),
};

/** A refusal the browser gave, else the server's words, else the general failure. */
class PushRefused extends Error {}

export function pushErrorText(error: unknown): string {
  if (error instanceof PushRefused || isApiError(error)) return error.message;
  return t("channels.pushFailed");
}

/** Whether this device is subscribed: its push address, or null. */
export function useThisDevicePush() {
  return useQuery({ queryKey: thisDeviceKey, queryFn: currentPushEndpoint, enabled: browserCanPush() });
}

/** Subscribes this device (the browser asks the person first) and gives the server its address. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  const calls = usePushDeviceCalls();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery(pushPublicKeyQuery);
      const subscribed = await subscribeThisDevice(publicKey);
      if (typeof subscribed === "string") throw new PushRefused(refusalText[subscribed]);
      try {
        await calls.subscribe(subscribed.subscription);
      } catch (error) {
        // A subscription the server does not know would never be pushed to: take it back.
        await subscribed.cancel().catch(() => undefined);
        throw error;
      }
      return subscribed.subscription.endpoint;
    },
    onSuccess: (endpoint) => queryClient.setQueryData(thisDeviceKey, endpoint),
  });
}
