import type { FastifyRequest } from "fastify";
import { knownDeviceLifetimeSeconds } from "./sign-in-devices";

const name = "taxlane_device";

/** The device cookie's value in a request, if it carries one. */
export function deviceCookieOf(request: FastifyRequest): string | undefined {
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
export function deviceCookieHeader(value: string, secure: boolean): string {
  const attributes = [`Path=/api`, `Max-Age=${knownDeviceLifetimeSeconds}`, "HttpOnly", "SameSite=Lax"];
  return [`${name}=${value}`, ...attributes, ...(secure ? ["Secure"] : [])].join("; ");
}
