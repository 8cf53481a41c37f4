import path from "node:path";
import webpush from "web-push";
import { readOrCreateSecret } from "../../lib/secrets";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The server's VAPID key pair, made once into `$DATA_DIR/keys/vapid.json` (owner-only) and kept. */
export async function loadVapidKeys(keysDir: string): Promise<VapidKeys> {
  const text = await readOrCreateSecret(path.join(keysDir, "vapid.json"), () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") {
    throw new Error("keys/vapid.json holds no VAPID key pair");
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: gone (404/410: drop the subscription), sent, or failed (retry). */
export type PushOutcome = "sent" | "gone" | "failed";

/**
 * Encrypts (aes128gcm) and signs (VAPID) with web-push, then posts it ourselves: web-push's own
 * request speaks https only and follows no address rule; ours refuses redirects and times out.
 */
export function createPushSender(keys: VapidKeys, subject: string) {
  return async function send(target: PushTarget, payload: string): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        contentEncoding: "aes128gcm",
        TTL: 24 * 60 * 60,
        urgency: "normal",
      },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? null,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (!response) return "failed";
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return "gone";
    return response.ok ? "sent" : "failed";
  };
}

export type PushSend = ReturnType<typeof createPushSender>;
