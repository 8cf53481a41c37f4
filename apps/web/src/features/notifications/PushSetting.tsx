import { useMutation, useQueryClient } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Typography } from "antd";
import { usePushDeviceCalls } from "./channels-api";
import { browserCanPush, unsubscribeThisDevice } from "./push-device";
import { pushErrorText, thisDeviceKey, useThisDevicePush, useTurnOnPush } from "./push-this-device";

/** "Turn on push on this device" and its undoing; the devices list the server answers is kept. */
export function PushSetting({ headingId }: { headingId: string }) {
  const queryClient = useQueryClient();
  const thisDevice = useThisDevicePush();
  const calls = usePushDeviceCalls();
  const turnOn = useTurnOnPush();

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
      {failure && <Alert type="error" showIcon role="alert" message={pushErrorText(failure)} />}
    </section>
  );
}
