// What a measured server's process spent: its CPU time, and the time its garbage collector paused it
// (each side reads its own: ours in the bench process that hosts it, the anchor over `/cpu-usage`).
import { PerformanceObserver } from "node:perf_hooks";

export interface ProcessReading {
  cpu: NodeJS.CpuUsage;
  gcMilliseconds: number;
}

let gcMilliseconds = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMilliseconds += entry.duration;
}).observe({ entryTypes: ["gc"] });

export const readProcess = (): ProcessReading => ({ cpu: process.cpuUsage(), gcMilliseconds });
