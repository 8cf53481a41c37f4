import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IConfiguration, type ICruiseResult } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

// The repository's own rules, as `npm run lint:deps` runs them.
const config: IConfiguration = createRequire(import.meta.url)("../../../.dependency-cruiser.cjs");

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Cruises a few files laid out as the API's modules, each given by its path and its text. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = await mkdtemp(path.join(tmpdir(), "module-boundaries-"));
  folder = root;
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const { output } = await cruise(["apps"], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsPreCompilationDeps: true,
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`).sort();
}

const modules = "apps/api/src/modules";

describe("the import rules of the API's modules", () => {
  it("pass a module that uses another through its index.ts and its queries", async () => {
    expect(
      await violationsOf({
        [`${modules}/billing/index.ts`]: 'export { planOf } from "./plans.service";\n',
        [`${modules}/billing/plans.service.ts`]: "export const planOf = (id: number) => id;\n",
        [`${modules}/billing/plans.queries.ts`]: "export const holdsPlan = 'exists (…)';\n",
        [`${modules}/identity/users.ts`]: [
          'import { holdsPlan } from "../billing/plans.queries";',
          'import { planOf } from "../billing";',
          "export const user = [holdsPlan, planOf];",
        ].join("\n"),
      }),
    ).toEqual([]);
  });

  it("fail a reach past another module's index.ts", async () => {
    expect(
      await violationsOf({
        [`${modules}/billing/index.ts`]: 'export { planOf } from "./plans.service";\n',
        [`${modules}/billing/plans.service.ts`]: "export const planOf = (id: number) => id;\n",
        [`${modules}/identity/users.ts`]:
          'import { planOf } from "../billing/plans.service";\nexport const a = planOf;\n',
      }),
    ).toEqual(["module-entry-only: apps/api/src/modules/identity/users.ts"]);
  });

  it("fail an import loop, even one of types only", async () => {
    const violations = await violationsOf({
      [`${modules}/billing/index.ts`]: 'export type { Plan } from "./plan";\n',
      [`${modules}/billing/plan.ts`]:
        'import type { User } from "../identity";\nexport type Plan = { owner: User };\n',
      [`${modules}/identity/index.ts`]: 'export type { User } from "./user";\n',
      [`${modules}/identity/user.ts`]:
        'import type { Plan } from "../billing";\nexport type User = { plan: Plan };\n',
    });
    expect(violations.filter((violation) => violation.startsWith("no-circular")).length).toBeGreaterThan(0);
  });

  it("fail a queries file that imports a module's services", async () => {
    expect(
      await violationsOf({
        [`${modules}/billing/index.ts`]: 'export { planOf } from "./plans.service";\n',
        [`${modules}/billing/plans.service.ts`]: "export const planOf = (id: number) => id;\n",
        [`${modules}/jobs/jobs.queries.ts`]:
          'import { planOf } from "../billing";\nexport const q = planOf;\n',
      }),
    ).toEqual(["queries-read-only-the-schema: apps/api/src/modules/jobs/jobs.queries.ts"]);
  });

  it("fail a module factory used outside the composition", async () => {
    expect(
      await violationsOf({
        [`${modules}/billing/module.ts`]: "export const createBillingModule = () => ({});\n",
        "apps/api/src/demo/plans.ts":
          'import { createBillingModule } from "../modules/billing/module";\nexport const b = createBillingModule;\n',
        "apps/api/src/composition.ts":
          'import { createBillingModule } from "./modules/billing/module";\nexport const b = createBillingModule;\n',
      }),
    ).toEqual([
      "module-factory-in-composition-only: apps/api/src/demo/plans.ts",
      "outside-modules-entry-only: apps/api/src/demo/plans.ts",
    ]);
  });
});
