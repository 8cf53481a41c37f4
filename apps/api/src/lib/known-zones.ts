/**
 * Zones this server's clock knows, remembered once checked: checking makes an `Intl` formatter, which
 * cost a booking more than its statements. Only names that pass are kept, so the set is bounded by the
 * clock's own list whatever people send.
 */
const known = new Set<string>();

/** Whether `zone` is an IANA zone this server's clock knows. */
export function isKnownTimeZone(zone: string): boolean {
  if (known.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    return false;
  }
  known.add(zone);
  return true;
}

/** `zone` when the clock knows it (a person's IANA zone may be missing or stale), else `fallback`. */
export function knownZoneOr(zone: string | null | undefined, fallback: string): string {
  return zone && isKnownTimeZone(zone) ? zone : fallback;
}
