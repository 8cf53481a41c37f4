import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Addresses a push service never has: this machine, private networks, link-local, multicast, reserved. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}

/** True for an address that is not on the public internet (IPv4 mapped into IPv6 included). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return nonPublic.check(mapped, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return nonPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Whether the server may call this push address: https to a host whose every address is public, so a
 * stranger cannot have our server post to an internal URL. `allow` (`host:port`, outside production
 * only) lets a local push service through, over http too. Checked when subscribing and again before
 * each delivery (a name may point elsewhere since).
 */
export async function pushAddressAllowed(
  endpoint: string,
  allow: readonly string[],
  resolve: ResolveHost = resolveWithDns,
): Promise<boolean> {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (allow.includes(url.host.toLowerCase())) return url.protocol === "https:" || url.protocol === "http:";
  if (url.protocol !== "https:") return false;
  const hostname = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return false;
  if (isIP(hostname) !== 0) return !isNonPublicAddress(hostname);
  const addresses = await resolve(hostname).catch(() => []);
  return addresses.length > 0 && addresses.every((address) => !isNonPublicAddress(address));
}
