// Prints the API modules' graph: import lines between modules, how many pass an entry point (index.ts),
// the module pairs that import each other in a loop, and the file loops. Run: node scripts/module-graph.mjs
import { cruise } from "dependency-cruiser";

const modulePath = /^apps\/api\/src\/modules\/([^/]+)\/(.+)$/;
const result = await cruise(["apps/api/src"], {
  doNotFollow: { path: "node_modules" },
  exclude: { path: ["node_modules", "\\.tsbuild"] },
  tsPreCompilationDeps: true,
});
if (typeof result.output === "string") throw new Error("expected the cruise as an object");

let between = 0;
let pastEntry = 0;
let intoServices = 0;
const arrows = new Map();
for (const module of result.output.modules) {
  const from = modulePath.exec(module.source);
  if (!from || /\.test\.ts$/.test(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = modulePath.exec(dependency.resolved);
    if (!to || to[1] === from[1]) continue;
    between += 1;
    if (to[2] !== "index.ts") pastEntry += 1;
    if (to[2].endsWith(".service.ts")) intoServices += 1;
    const key = `${from[1]} --> ${to[1]}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
}
const pairs = [...arrows.keys()].map((key) => key.split(" --> "));
const reaches = new Map(pairs.map(([a]) => [a, new Set()]));
for (const [a, b] of pairs) reaches.get(a).add(b);
// A module is on a loop when it reaches itself through other modules.
function reachable(start) {
  const seen = new Set();
  const stack = [...(reaches.get(start) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(reaches.get(next) ?? []));
  }
  return seen;
}
const onLoop = [...reaches.keys()].filter((m) => reachable(m).has(m));
const fileLoops = result.output.summary.violations.filter((v) => v.rule.name === "no-circular");

console.log(`import lines between modules (tests left out): ${between}`);
console.log(`  of which past an entry point: ${pastEntry} (into a *.service.ts: ${intoServices})`);
console.log(`module pairs with an arrow: ${arrows.size}`);
console.log(`modules on a loop of modules: ${onLoop.length ? onLoop.join(", ") : "none"}`);
console.log(`files on an import loop: ${fileLoops.length}`);
for (const loop of fileLoops)
  console.log(`  ${[loop.from, ...(loop.cycle ?? []).map((c) => c.name ?? c)].join(" -> ")}`);
if (process.argv.includes("--mermaid")) {
  console.log("flowchart LR");
  const node = (name) => name.replaceAll("-", "_");
  for (const [from, to] of pairs.sort()) console.log(`  ${node(from)} --> ${node(to)}`);
}
