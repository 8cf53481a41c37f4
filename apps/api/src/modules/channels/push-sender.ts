import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { readOrCreateSecret } from "../../lib/secrets";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The server's VAPID key pair, made once into `$DATA_DIR/keys/vapid.json` (owner-only) and kept. */
export async function loadVapidKeys(keysDir: string): Promise<VapidKeys> {
  const text = await readOrCreateSecret(path.join(keysDir, "vapid.json"), () =>
    JSON.stringify(newVapidKeys()),
  );
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") {
    throw new Error("keys/vapid.json holds no VAPID key pair");
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * A new VAPID key pair as web-push writes one: the P-256 public point uncompressed and the private
 * scalar, each base64url. Made with node:crypto so web-push loads only with the first push sent.
 */
function newVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const point = publicKey.export({ format: "der", type: "spki" }).subarray(-65);
  const scalar = privateKey.export({ format: "jwk" }).d;
  if (!scalar) throw new Error("node:crypto made an EC key without its private scalar");
  return { publicKey: point.toString("base64url"), privateKey: scalar };
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
    const { default: webpush } = await import("web-push");
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
