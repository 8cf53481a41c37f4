// Runs autocannon in a process of its own (load.ts) against one URL and reads its figures.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { ProcessReading } from "./process-meter";

export interface Figures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  requestsWithWarmUp: number;
  errors: number;
  /** The measured server's CPU time (user + system) per call, in microseconds, where it was read. */
  cpuMicrosPerCall?: number;
  /** The time the measured server's garbage collector paused it, per call, in microseconds. */
  gcMicrosPerCall?: number;
}

const here = path.dirname(new URL(import.meta.url).pathname);
export const tsx = path.join(here, "../../node_modules/.bin/tsx");

export async function load(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
): Promise<Figures> {
  const { stdout } = await promisify(execFile)(tsx, [
    path.join(here, "load.ts"),
    url,
    String(options.connections),
    String(options.seconds),
    JSON.stringify(headers),
  ]);
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Figures;
}

export const figuresLine = (name: string, figures: Figures) =>
  `${name.padEnd(44)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${String(figures.latencyP50Ms).padStart(3)} ms  p99 ${String(figures.latencyP99Ms).padStart(4)} ms  errors ${figures.errors}${figures.cpuMicrosPerCall === undefined ? "" : `  CPU ${figures.cpuMicrosPerCall} µs/call, GC ${figures.gcMicrosPerCall} µs/call`}`;

/** CPU time (user + system) and garbage collection pauses between two readings, per call of the load. */
export function spentPerCall(
  before: ProcessReading,
  after: ProcessReading,
  figures: Figures,
): Pick<Figures, "cpuMicrosPerCall" | "gcMicrosPerCall"> {
  const calls = Math.max(1, figures.requestsWithWarmUp);
  const cpuMicros = after.cpu.user - before.cpu.user + (after.cpu.system - before.cpu.system);
  return {
    cpuMicrosPerCall: Math.round(cpuMicros / calls),
    gcMicrosPerCall: Math.round(((after.gcMilliseconds - before.gcMilliseconds) * 1000) / calls),
  };
}
