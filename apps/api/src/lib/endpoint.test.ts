/**
 * A module's routes files (`<module>.routes.ts` and those of its use cases, `*.routes.ts`) declare
 * exactly the table entries that name that module, each once, and
 * no route past the table (the realtime socket is plugins/realtime's). `endpoint.int.test.ts` checks the running app.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listEndpoints } from "@taxlane/contract";
import { describe, expect, it } from "vitest";

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../modules");

/** Routes declared without the table, by module: the site's files are not under /api. */
const declaredOutsideTable: Record<string, string[]> = {
  site: ['app.get("/sitemap.xml"', 'app.get("/robots.txt"'],
};

function routesFiles(): { module: string; source: string }[] {
  return readdirSync(modulesDir).flatMap((module) =>
    readdirSync(path.join(modulesDir, module))
      .filter((file) => file.endsWith(".routes.ts"))
      .map((file) => ({ module, source: readFileSync(path.join(modulesDir, module, file), "utf8") })),
  );
}

describe("routes files and the endpoint table", () => {
  const files = routesFiles();

  it("declare each entry once, in the module it names", () => {
    const declared = files.flatMap(({ module, source }) =>
      [...source.matchAll(/route\(\s*app,\s*endpoints\.(\w+)\.(\w+)/g)].map(
        (match) => `${match[1]}.${match[2]} ${module}`,
      ),
    );
    const expected = listEndpoints().map(({ name, endpoint }) => `${name} ${endpoint.module}`);
    expect(declared.sort()).toEqual(expected.sort());
  });

  it("declare no other route", () => {
    const direct = new Map<string, string[]>();
    for (const { module, source } of files) {
      const found = [...source.matchAll(/app\.(?:get|post|put|patch|delete|route)\([^,]*/g)].map((m) => m[0]);
      direct.set(module, [...(direct.get(module) ?? []), ...found]);
    }
    for (const [module, found] of direct) expect(found, module).toEqual(declaredOutsideTable[module] ?? []);
  });
});
