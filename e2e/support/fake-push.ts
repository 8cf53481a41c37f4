import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on 127.0.0.1 that keeps what it is sent, and the browser side of one subscription
 * to it (a P-256 key pair and auth secret made here), so a journey reads the pushes the server sends.
 * The integration tests' fake (apps/api/test) also checks VAPID; here the payload is what is read.
 */
export async function startFakePush() {
  const received: Buffer[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === "POST") received.push(Buffer.concat(chunks));
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription = {
    endpoint: `http://${host}/push/journey`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: auth.toString("base64url"),
  };

  /** An aes128gcm body (RFC 8188, keys as RFC 8291 derives them) read with the subscription's keys. */
  function decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync("sha256", ecdh.computeSecret(senderKey), auth, info, 32));
    const derive = (label: string, length: number) =>
      Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length));
    const decipher = createDecipheriv("aes-128-gcm", derive("aes128gcm", 16), derive("nonce", 12));
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
    return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
  }

  return {
    host,
    subscription,
    received,
    decrypt,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
