import type { FastifyReply, FastifyRequest } from "fastify";
import type { SignInClient, SignInOutcome } from "./session-opening";
import { knownDeviceLifetimeSeconds } from "./sign-in-devices";

const name = "taxlane_device";

/** The device cookie's value in a request, if it carries one. */
function deviceCookieOf(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * The Set-Cookie header that keeps the device's marks: sent to the API only (Path), never to
 * scripts (HttpOnly), nor with requests other sites start, links followed aside (SameSite=Lax),
 * and only over https when the API is served over it.
 */
function deviceCookieHeader(value: string, secure: boolean): string {
  const attributes = [`Path=/api`, `Max-Age=${knownDeviceLifetimeSeconds}`, "HttpOnly", "SameSite=Lax"];
  return [`${name}=${value}`, ...attributes, ...(secure ? ["Secure"] : [])].join("; ");
}

/** Where a sign-in call comes from: its client's address and device cookie. */
export const signInClientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  device: deviceCookieOf(request),
  userAgent: request.headers["user-agent"],
});

/**
 * A sign-in's answer, after setting the device cookie when a session opened; `Secure` when this call
 * came over https or the app is published at an https address (behind a proxy that may not say so).
 */
export function answerKeepingDevice<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { answer, device }: SignInOutcome<T>,
  publishedOverHttps: boolean,
): T {
  const secure = request.protocol === "https" || publishedOverHttps;
  if (device !== undefined) reply.header("set-cookie", deviceCookieHeader(device, secure));
  return answer;
}
