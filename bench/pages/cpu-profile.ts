import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileSummary {
  /** Milliseconds of samples per script file (or V8's own bins: GC, program, idle). */
  byFile: [string, number][];
  /** The functions that ran longest themselves, with where they are in their (minified) file. */
  byFunction: [string, number][];
}

const fileOf = ({ url, functionName }: CallFrame) =>
  url === "" ? `(${functionName.replace(/[()]/g, "")})` : new URL(url).pathname;

const top = (times: Map<string, number>, count: number): [string, number][] =>
  [...times].sort((a, b) => b[1] - a[1]).slice(0, count);

/** Self time (the samples taken in each function) summed by file and by function. */
export function summarize(profile: Profile): ProfileSummary {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  samples.forEach((id, index) => {
    const frame = frames.get(id);
    const ms = (profile.timeDeltas?.[index] ?? 0) / 1000;
    if (frame === undefined) return;
    const file = fileOf(frame);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { byFile: top(byFile, 8), byFunction: top(byFunction, 8) };
}

/**
 * Runs `work`, under the DevTools CPU profiler (sampling every 100 µs) when `saveAs` names a file:
 * the profile is written there (a .cpuprofile Chromium's DevTools opens) and summed up.
 */
export async function profiled<T>(
  page: Page,
  work: () => Promise<T>,
  saveAs: string | undefined,
): Promise<{ result: T; summary?: ProfileSummary }> {
  if (saveAs === undefined) return { result: await work() };
  const session = await page.context().newCDPSession(page);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 100 });
  await session.send("Profiler.start");
  const stop = async () => {
    const { profile } = (await session.send("Profiler.stop")) as { profile: Profile };
    await session.detach();
    return profile;
  };
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await stop();
    throw error;
  }
  const profile = await stop();
  await writeFile(saveAs, JSON.stringify(profile));
  return { result, summary: summarize(profile) };
}
