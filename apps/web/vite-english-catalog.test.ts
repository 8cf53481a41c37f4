import { en } from "@taxlane/contract/i18n";
import { describe, expect, it } from "vitest";
import { domainsNamedIn, englishDomains } from "./vite-english-catalog";

describe("the English catalog brought by use", () => {
  const domains = englishDomains();

  it("knows every domain of the catalog, each in a file of its own", async () => {
    expect([...domains.keys()].sort()).toEqual(Object.keys(en).sort());
    for (const [name, file] of domains) {
      const module: Record<string, unknown> = await import(file);
      expect(module[name], name).toBe(en[name as keyof typeof en]);
    }
  });

  it("finds the domains a module names in keys, key templates and reads of the catalog", () => {
    const source = [
      `t("jobStages.draft");`,
      `phrase(\`organizerIncome.\${box}\`);`,
      `const key = 'documents.statusUnknown';`,
      "Object.hasOwn(en.documentBoxes, box);",
      // A path is no key; a file name starting like a domain is taken for one (bytes, not words).
      `import "./common.css"; const y = "notADomain.key"; const z = "version 2.1"; const f = "app.webmanifest";`,
    ].join("\n");
    expect(domainsNamedIn(source, domains).sort()).toEqual([
      "app",
      "documentBoxes",
      "documents",
      "jobStages",
      "organizerIncome",
    ]);
  });
});
