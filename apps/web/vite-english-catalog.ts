import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const englishFolder = fileURLToPath(new URL("../../packages/contract/src/i18n/en/", import.meta.url));
const englishIndex = path.join(englishFolder, "index.ts");
const catalogFolder = path.dirname(englishFolder);
const domainModule = "\0taxlane-english:";

/** Each domain of the English catalog and its file, as `en/index.ts` imports them. */
export function englishDomains(indexSource = readFileSync(englishIndex, "utf8")): Map<string, string> {
  const domains = new Map<string, string>();
  for (const [, name = "", file = ""] of indexSource.matchAll(/import \{ (\w+) \} from "\.\/([\w-]+)";/g)) {
    domains.set(name, path.join(englishFolder, `${file}.ts`));
  }
  return domains;
}

/**
 * The domains a module's source names: a key in a string or template (`"jobStages.draft"`,
 * `` `jobStages.${id}` ``) or a read of the catalog object (`en.documentBoxes`). Naming one that is
 * not used (a comment, a file name that starts like a domain) costs bytes, never words.
 */
export function domainsNamedIn(source: string, domains: ReadonlyMap<string, string>): string[] {
  const named = new Set<string>();
  for (const [, name = ""] of source.matchAll(/["'`](\w+)\./g)) if (domains.has(name)) named.add(name);
  for (const [, name = ""] of source.matchAll(/\ben\.(\w+)/g)) if (domains.has(name)) named.add(name);
  return [...named];
}

/**
 * In the production build, each module brings the English catalog's domains it names, instead of
 * every page bringing the whole catalog (279 KB, 72 KB compressed): `en/index.ts` becomes an empty
 * object, and a module naming `jobStages.…` imports a small module that puts the `jobStages` domain
 * in it before the module runs. A key reaches `t` only from code that holds it, so the domain is
 * there by then (docs/decisions/0319). The dev server and the tests keep the whole catalog.
 */
export function englishCatalogByUse(): Plugin {
  const domains = englishDomains();
  return {
    name: "taxlane:english-catalog-by-use",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(domainModule) ? { id, moduleSideEffects: true } : null;
    },
    load(id) {
      if (id === englishIndex) return "export const en = {};";
      if (!id.startsWith(domainModule)) return null;
      const name = id.slice(domainModule.length);
      const file = domains.get(name);
      if (file === undefined) throw new Error(`No English catalog domain "${name}"`);
      return [
        `import { ${name} } from ${JSON.stringify(file)};`,
        `import { en } from ${JSON.stringify(englishIndex)};`,
        `en.${name} = ${name};`,
      ].join("\n");
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes("/node_modules/") || id.startsWith(catalogFolder))
        return null;
      const named = domainsNamedIn(code, domains);
      if (named.length === 0) return null;
      const imports = named.map((name) => `import ${JSON.stringify(domainModule + name)};`).join("");
      // On the first line, so the module's own lines (and its source map) keep their numbers.
      return { code: imports + code, map: null };
    },
  };
}
