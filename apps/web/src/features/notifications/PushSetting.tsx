import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Typography } from "antd";
import { isApiError } from "../../lib/api-client";
import { notificationsKey } from "./api";
import { pushPublicKeyQuery, usePushDeviceCalls } from "./channels-api";
import {
  browserCanPush,
  currentPushEndpoint,
  type PushRefusal,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "./push-device";

const thisDeviceKey = [...notificationsKey, "push-this-device"] as const;

const refusalText: Record<PushRefusal, string> = {
  unsupported: t("channels.pushUnsupported"),
  denied: t("channels.pushDenied"),
};

/** A refusal the browser gave, else the server's words, else the general failure. */
class PushRefused extends Error {}

function errorText(error: unknown): string {
  if (error instanceof PushRefused || isApiError(error)) return error.message;
  return t("channels.pushFailed");
}

/** Whether this device is subscribed: its push address, or null. */
export function useThisDevicePush() {
  return useQuery({ queryKey: thisDeviceKey, queryFn: currentPushEndpoint, enabled: browserCanPush() });
}

/** "Turn on push on this device" and its undoing; the devices list the server answers is kept. */
export function PushSetting({ headingId }: { headingId: string }) {
  const queryClient = useQueryClient();
  const thisDevice = useThisDevicePush();
  const calls = usePushDeviceCalls();

  const turnOn = useMutation({
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

  const turnOff = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await calls.unsubscribe(endpoint);
    },
    onSuccess: () => queryClient.setQueryData(thisDeviceKey, null),
  });

  const supported = browserCanPush();
  const on = supported && typeof thisDevice.data === "string";
  const blocked = supported && !on && Notification.permission === "denied";
  const failure = turnOn.error ?? turnOff.error;
  return (
    <section className="tl-channel-setting" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} className="tl-channel-setting__heading">
        {t("channels.pushHeading")}
      </Typography.Title>
      {!supported ? (
        <Typography.Paragraph type="secondary">{t("channels.pushUnsupported")}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph role="status">
            {on ? t("channels.pushOn") : blocked ? t("channels.pushDenied") : t("channels.pushOff")}
          </Typography.Paragraph>
          {on ? (
            <Button onClick={() => turnOff.mutate()} loading={turnOff.isPending}>
              {t("channels.turnOffPush")}
            </Button>
          ) : (
            <Button
              type="primary"
              onClick={() => turnOn.mutate()}
              loading={turnOn.isPending}
              disabled={thisDevice.isPending || blocked}
            >
              {t("channels.turnOnPush")}
            </Button>
          )}
        </>
      )}
      {failure && <Alert type="error" showIcon role="alert" message={errorText(failure)} />}
    </section>
  );
}
