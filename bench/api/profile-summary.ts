// The heaviest functions of a V8 CPU profile (`--cpu-prof`): self time, and time including callees
// (each function counted once per stack), with the package each comes from.
import { readFile } from "node:fs/promises";
import { frameSource } from "./profile-frames";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const file = process.argv[2];
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [rows]");
const rows = Number(process.argv[3] ?? 25);
const profile = JSON.parse(await readFile(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const label = (node: ProfileNode) =>
  `${node.callFrame.functionName || "(anonymous)"} ${frameSource(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
// Each sample charged to the innermost frame of our own code on its stack (apps/, packages/).
const nearestOwn = new Map<string, number>();
const total = new Map<string, number>();
const packages = new Map<string, number>();
for (const sample of profile.samples) {
  const node = byId.get(sample);
  if (!node) continue;
  self.set(label(node), (self.get(label(node)) ?? 0) + 1);
  packages.set(frameSource(node.callFrame.url), (packages.get(frameSource(node.callFrame.url)) ?? 0) + 1);
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id);
    if (!frame) break;
    if (/\/(apps|packages)\//.test(frame.callFrame.url) && !frame.callFrame.url.includes("node_modules")) {
      nearestOwn.set(label(frame), (nearestOwn.get(label(frame)) ?? 0) + 1);
      break;
    }
  }
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id);
    if (!frame) break;
    const key = label(frame);
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + 1);
  }
}
const count = profile.samples.length;
const top = (map: Map<string, number>, title: string) => {
  console.log(`\n${title}`);
  for (const [key, value] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((value / count) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
};
top(packages, "self time by package");
top(self, "self time by function");
top(total, "time including callees");
top(nearestOwn, "by the nearest function of our own code on the stack");
