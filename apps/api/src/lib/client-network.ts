import { isIPv4, isIPv6 } from "node:net";

/** The eight groups of an IPv6 address, `::` and a trailing dotted IPv4 part written out. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  return [
    ...headGroups,
    ...Array.from({ length: tail === undefined ? 0 : missing }, () => "0"),
    ...tailGroups,
  ].map((group) => Number.parseInt(group, 16));
}

/**
 * What limits per client count by: an IPv4 address as it is (an IPv4 address mapped into IPv6
 * included), an IPv6 address by its /64 network, since anyone given one IPv6 address holds at least
 * the 2^64 addresses of their network and could change address with every call.
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
