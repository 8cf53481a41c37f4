import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

/** A browser's side of a subscription: its P-256 key pair and auth secret, as a test makes them. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}

/** Decrypts an aes128gcm body (RFC 8188, with RFC 8291's key derivation) with the browser's keys. */
export function decryptPush(body: Buffer, browser: ReturnType<typeof browserSubscription>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then padding zeros.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString("utf8");
}

/** Checks the VAPID header: an ES256 JWT by `k`, for the endpoint's origin, not expired. */
export function vapidProblem(header: string | undefined, origin: string, expectedKey: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) return "no vapid authorization";
  if (match[2] !== expectedKey) return "signed by another key";
  const [head, claims, signature] = match[1].split(".");
  if (!head || !claims || !signature) return "not a JWT";
  const point = Buffer.from(match[2], "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "bad signature";
  const { aud, exp } = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
    aud: string;
    exp: number;
  };
  if (aud !== origin) return `aud ${aud} is not ${origin}`;
  if (!(exp > Date.now() / 1000)) return "expired";
  return null;
}

export interface FakePushService {
  /** `http://127.0.0.1:<port>`; subscriptions' endpoints are `${url}/push/<name>`. */
  url: string;
  host: string;
  /** Bodies received per endpoint path, once the VAPID check passed. */
  received: Map<string, Buffer[]>;
  /** Problems found with requests (a test expects none). */
  problems: string[];
  /** Paths that answer 410 Gone (an unsubscribed browser). */
  gone: Set<string>;
  /** The VAPID public key requests must be signed with. */
  expectKey(key: string): void;
}

/** A push service on 127.0.0.1 that verifies VAPID and keeps the encrypted bodies. */
export async function startFakePushService(): Promise<FakePushService> {
  let expectedKey = "";
  const received = new Map<string, Buffer[]>();
  const problems: string[] = [];
  const gone = new Set<string>();
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? "";
    if (gone.has(path)) return response.writeHead(410).end();
    const origin = `http://${request.headers.host}`;
    const problem = vapidProblem(request.headers.authorization, origin, expectedKey);
    if (problem || request.headers["content-encoding"] !== "aes128gcm") {
      problems.push(problem ?? "not aes128gcm");
      return response.writeHead(403).end();
    }
    received.set(path, [...(received.get(path) ?? []), Buffer.concat(chunks)]);
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: `http://${host}`, host, received, problems, gone, expectKey: (key) => (expectedKey = key) };
}
