// Prints the API modules' graph: import lines between modules, how many go past the entry points
// (index.ts, *.queries.ts), the modules on a loop of modules, and the file loops.
// Run: node scripts/module-graph.mjs [--mermaid] [--check]
import { cruise } from "dependency-cruiser";

const modulePath = /^apps\/api\/src\/modules\/([^/]+)\/(.+)$/;
const result = await cruise(["apps/api/src"], {
  doNotFollow: { path: "node_modules" },
  exclude: { path: ["node_modules", "\\.tsbuild", "\\.d\\.ts$"] },
  tsPreCompilationDeps: true,
  validate: true,
  ruleSet: { forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }] },
});
if (typeof result.output === "string") throw new Error("expected the cruise as an object");

let between = 0;
let pastEntry = 0;
let intoServices = 0;
let throughQueries = 0;
/** "from --> to" of modules, by the kind of door: index.ts (or past it) and *.queries.ts. */
const arrows = new Map();
const queryArrows = new Map();
for (const module of result.output.modules) {
  const from = modulePath.exec(module.source);
  if (!from || /\.test\.ts$/.test(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = modulePath.exec(dependency.resolved);
    if (!to || to[1] === from[1]) continue;
    between += 1;
    const key = `${from[1]} --> ${to[1]}`;
    if (to[2].endsWith(".queries.ts")) {
      throughQueries += 1;
      queryArrows.set(key, (queryArrows.get(key) ?? 0) + 1);
      continue;
    }
    if (to[2] !== "index.ts") pastEntry += 1;
    if (to[2].endsWith(".service.ts")) intoServices += 1;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
}

/** The modules that reach themselves again along these arrows. */
function modulesOnLoops(keys) {
  const reaches = new Map();
  for (const [a, b] of keys.map((key) => key.split(" --> "))) {
    if (!reaches.has(a)) reaches.set(a, new Set());
    reaches.get(a).add(b);
  }
  const reachable = (start) => {
    const seen = new Set();
    const stack = [...(reaches.get(start) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop();
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(reaches.get(next) ?? []));
    }
    return seen;
  };
  return [...reaches.keys()].filter((m) => reachable(m).has(m));
}
const fileLoops = result.output.summary.violations.filter((v) => v.rule.name === "no-circular");
const onLoop = modulesOnLoops([...arrows.keys()]);

console.log(`import lines between modules (tests left out): ${between}`);
console.log(`  through a *.queries.ts: ${throughQueries}`);
console.log(`  past the entry points: ${pastEntry} (into a *.service.ts: ${intoServices})`);
console.log(`module arrows (pairs of modules): ${arrows.size}, and ${queryArrows.size} through queries only`);
console.log(`modules on a loop of modules: ${onLoop.length ? onLoop.join(", ") : "none"}`);
console.log(`files on an import loop: ${fileLoops.length}`);
for (const loop of fileLoops)
  console.log(`  ${loop.from} -> ${loop.cycle.map((step) => step.name).join(" -> ")}`);
if (process.argv.includes("--mermaid")) {
  const node = (name) => name.replaceAll("-", "_");
  console.log("flowchart LR");
  for (const key of [...arrows.keys()].sort()) {
    const [from, to] = key.split(" --> ");
    console.log(`  ${node(from)} --> ${node(to)}`);
  }
  for (const key of [...queryArrows.keys()].sort()) {
    if (arrows.has(key)) continue;
    const [from, to] = key.split(" --> ");
    console.log(`  ${node(from)} -.-> ${node(to)}`);
  }
}
// --check (in `npm run lint:deps`): a loop of modules fails the lint even when no file loop makes it
// (marketplace → todo → tax-preparation → marketplace was one, each arrow through an entry point).
if (process.argv.includes("--check") && (onLoop.length > 0 || fileLoops.length > 0)) {
  console.error("The modules' arrows must not form a loop: move the shared type or port out of the loop.");
  process.exit(1);
}
