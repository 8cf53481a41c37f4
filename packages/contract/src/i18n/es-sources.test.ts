import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { englishOnlyDomains, es } from "./es";

type Messages = Readonly<Record<string, string>>;

/** A short fingerprint of an English text: enough to tell that it changed, not to read it. */
const fingerprint = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 10);

/**
 * The English each Spanish text was written from, as a fingerprint per key. When an English text
 * changes, its Spanish may no longer say the same: the file then differs, this test fails and names
 * the key, and once someone has read the Spanish again (and mended it), `npm run catalog:spanish-reviewed`
 * records the new English.
 */
function translatedFrom(): string {
  const englishOnly = new Set<string>(englishOnlyDomains);
  const lines = (Object.keys(en) as (keyof typeof en)[])
    .filter((domain) => !englishOnly.has(domain))
    .flatMap((domain) =>
      Object.entries(en[domain] as Messages)
        .filter(([name]) => typeof (es[domain] as Messages)[name] === "string")
        .map(([name, english]) => `${domain}.${name}\t${fingerprint(english)}`),
    )
    .sort();
  return `${["# key\tfingerprint of the English text its Spanish was written from", ...lines].join("\n")}\n`;
}

describe("the Spanish catalog's sources", () => {
  it("were each read again since their English last changed (else review the keys named and run `npm run catalog:spanish-reviewed`)", async () => {
    await expect(translatedFrom()).toMatchFileSnapshot("./es/translated-from.gen.tsv");
  });
});
