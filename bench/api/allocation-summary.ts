// What a load allocated, from a sampling heap profile written by profile.ts (PROFILE_ALLOCATIONS=1):
// bytes by package and by function, each per call when the number of calls is given.
import { readFile } from "node:fs/promises";
import { frameSource } from "./profile-frames";

interface AllocationNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocationNode[];
}

const file = process.argv[2];
if (!file) throw new Error("usage: allocation-summary.ts <file.heapprofile> [calls] [rows]");
const calls = Number(process.argv[3] ?? 1);
const rows = Number(process.argv[4] ?? 30);
const { head } = JSON.parse(await readFile(file, "utf8")) as { head: AllocationNode };

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
const visit = (node: AllocationNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"} ${frameSource(url)}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + node.selfSize);
  byPackage.set(frameSource(url), (byPackage.get(frameSource(url)) ?? 0) + node.selfSize);
  total += node.selfSize;
  for (const child of node.children) visit(child);
};
visit(head);
const perCall = (bytes: number) => `${(bytes / calls / 1024).toFixed(1).padStart(7)} KB`;
console.log(`${perCall(total)} in all${calls > 1 ? " per call" : ""}`);
for (const [title, map] of [
  ["by package", byPackage],
  ["by function", byFunction],
] as const) {
  console.log(`\n${title}`);
  for (const [key, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${perCall(bytes)}  ${((bytes / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
}
