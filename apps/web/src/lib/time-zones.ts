function zoneName(zone: string, style: "longGeneric" | "long"): string | undefined {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: style }).formatToParts(
    new Date(),
  );
  return parts.find((entry) => entry.type === "timeZoneName")?.value;
}

/**
 * "Eastern Time (America/New_York)": a zone as people read it, with its exact name. A zone without a
 * generic name (UTC's reads "GMT+00:00") takes its long one: "Coordinated Universal Time (UTC)".
 */
export function zoneLabel(zone: string): string {
  try {
    const generic = zoneName(zone, "longGeneric");
    const name = generic?.startsWith("GMT") ? (zoneName(zone, "long") ?? generic) : generic;
    return name && name !== zone ? `${name} (${zone})` : zone;
  } catch {
    return zone;
  }
}
