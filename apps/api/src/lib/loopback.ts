import { isIPv4, isIPv6 } from "node:net";
import type { AppConfig } from "../config";

/** True for an address of this machine only: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const lower = address.toLowerCase();
  if (isIPv4(lower)) return lower.startsWith("127.");
  if (!isIPv6(lower)) return false;
  if (lower === "::1" || lower === "0:0:0:0:0:0:0:1") return true;
  const mapped = /^(?:::|0:0:0:0:0:)ffff:(.+)$/.exec(lower)?.[1];
  return mapped !== undefined && isIPv4(mapped) && mapped.startsWith("127.");
}

/** True for a host name that only ever means this machine: `localhost` or a loopback address. */
export function isLoopbackHost(host: string): boolean {
  const lower = host.toLowerCase().replace(/\.$/, "");
  if (lower === "localhost") return true;
  const unbracketed = lower.startsWith("[") && lower.endsWith("]") ? lower.slice(1, -1) : lower;
  return isLoopbackAddress(unbracketed);
}

/** A Host header (`name`, `name:port`, `[v6]`, `[v6]:port`) naming this machine. */
export function isLoopbackHostHeader(header: string | undefined): boolean {
  if (header === undefined) return false;
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(header.trim());
  return match?.[1] !== undefined && isLoopbackHost(match[1]);
}

/** True when the address people are told to use (`PUBLIC_URL`) is this machine's own. */
export function hasLoopbackPublicUrl(config: Pick<AppConfig, "publicUrl">): boolean {
  return URL.canParse(config.publicUrl) && isLoopbackHost(new URL(config.publicUrl).hostname);
}

/**
 * A private server listens on this machine only, is not a production deployment and is not
 * published under another name: the published demo password and the dev mailbox are only safe
 * there. A reverse proxy on the same machine hides the first; a `PUBLIC_URL` such as
 * `https://taxlane.example` gives it away.
 */
export function isPrivateServer(config: Pick<AppConfig, "host" | "env" | "publicUrl">): boolean {
  return isLoopbackHost(config.host) && config.env !== "production" && hasLoopbackPublicUrl(config);
}
