// Where the build put the Spanish catalog: an English reader's pages must never load it
// (docs/decisions/0310). Found by its messages, not its name: the chunk holding the most of the
// catalog's Spanish texts. It must be imported only dynamically (by `t` when Spanish is spoken),
// never statically by another chunk, and never among the responses of an English visit.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { englishOnlyDomains, es } from "@taxlane/contract/i18n/es";

export interface SpanishCatalogChunk {
  name: string;
  gzipBytes: number;
  /** Chunks that import it statically: each puts it on pages that never speak Spanish. */
  staticImporters: string[];
  /** Chunks that import it with `import()`. */
  dynamicImporters: string[];
}

/** The catalog's Spanish texts, as a minifier writes them (the English-only domains hold English). */
function spanishTexts(): string[] {
  const englishOnly = new Set<string>(englishOnlyDomains);
  return Object.entries(es)
    .filter(([domain]) => !englishOnly.has(domain))
    .flatMap(([, messages]) => Object.values(messages as Record<string, string>))
    .filter((text) => text.length > 24 && !/[`\\$]/.test(text));
}

export async function spanishCatalogChunk(assets: string): Promise<SpanishCatalogChunk | undefined> {
  const names = (await readdir(assets)).filter((name) => name.endsWith(".js"));
  const code = new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(assets, name), "utf8")] as const),
    ),
  );
  const texts = spanishTexts();
  let best: { name: string; found: number } | undefined;
  for (const [name, source] of code) {
    const found = texts.filter((text) => source.includes(text)).length;
    if (found > (best?.found ?? 0)) best = { name, found };
  }
  if (best === undefined) return undefined;
  const catalog = best.name;
  const quoted = catalog.replace(/[.]/g, "\\.");
  const staticImport = new RegExp(`(?:import|export)[^;()]*?from\\s*["'\`]\\./${quoted}["'\`]`);
  const dynamicImport = new RegExp(`import\\(\\s*["'\`]\\./${quoted}["'\`]\\s*\\)`);
  const importers = (pattern: RegExp) =>
    [...code].filter(([name, source]) => name !== catalog && pattern.test(source)).map(([name]) => name);
  return {
    name: catalog,
    gzipBytes: gzipSync(code.get(catalog) ?? "", { level: 9 }).length,
    staticImporters: importers(staticImport),
    dynamicImporters: importers(dynamicImport),
  };
}
