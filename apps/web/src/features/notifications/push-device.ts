import type { PushSubscribe } from "@taxlane/contract";

/**
 * This browser's push subscription, through the service worker's registration. In development no
 * worker is registered, so push reads as unsupported there rather than waiting for one forever.
 */
export function browserCanPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function pushManager(): Promise<PushManager | null> {
  if (!browserCanPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.pushManager ?? null;
}

/** The address this device receives pushes at, or null when it is not subscribed (or cannot be). */
export async function currentPushEndpoint(): Promise<string | null> {
  const manager = await pushManager();
  const subscription = await manager?.getSubscription();
  return subscription?.endpoint ?? null;
}

/** The VAPID key as the browser takes it: base64url text to its bytes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Why push could not be turned on, in the words of the `channels` catalog. */
export type PushRefusal = "unsupported" | "denied";

/**
 * Asks the person's permission and subscribes this device with the server's key. Answers what the
 * server takes, and a way to take the subscription back should the server refuse it.
 */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<{ subscription: PushSubscribe; cancel: () => Promise<unknown> } | PushRefusal> {
  const manager = await pushManager();
  if (!manager) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const subscription = await manager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: vapidKeyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    await subscription.unsubscribe();
    return "unsupported";
  }
  return {
    subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    cancel: () => subscription.unsubscribe(),
  };
}

/** Ends this device's subscription; answers its address, for the server to forget, or null. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const manager = await pushManager();
  const subscription = await manager?.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
