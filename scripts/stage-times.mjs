// How long each part of a test run took. Each part prints "Stage <name>: <m>m<s>s" when it ends, and,
// when STAGE_TIMES_FILE names a file (CI does), adds a line
// "<name>\t<milliseconds>\t<ok|failed>\t<CPU busy %>" to it, from which CI prints its table of stages.
// The busy share (all cores, from /proc/stat) says whether a stage has idle cores another could use.
// A part still open when the process exits (an error, a process.exit) is ended there as failed, so its
// time is not lost.
import { appendFileSync, readFileSync } from "node:fs";

/** `ms` as "<m>m<s>s", seconds in two digits: "3m07s". */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
}

/** The machine's CPU ticks so far, all and idle (idle and waiting on disks); undefined off Linux. */
function cpuTicks() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((sum, ticks) => sum + ticks, 0), idle: fields[3] + fields[4] };
  } catch {
    return undefined;
  }
}

/** The share of CPU time spent busy between two readings, as a whole percent; "" when unknown. */
export function busyPercent(before, after) {
  if (!before || !after || after.total <= before.total) return "";
  const idle = after.idle - before.idle;
  return String(Math.round((100 * (after.total - before.total - idle)) / (after.total - before.total)));
}

const open = new Set();

function finish(stage, ok) {
  if (!open.delete(stage)) return;
  const took = Date.now() - stage.started;
  const busy = busyPercent(stage.ticks, cpuTicks());
  console.log(
    `Stage ${stage.name}: ${formatDuration(took)}${ok ? "" : " (failed)"}${busy && `, CPU ${busy}% busy`}`,
  );
  const file = process.env.STAGE_TIMES_FILE;
  if (file) appendFileSync(file, `${stage.name}\t${took}\t${ok ? "ok" : "failed"}\t${busy}\n`);
}

process.on("exit", () => {
  for (const stage of [...open]) finish(stage, false);
});

/** Starts timing the part `name`; `end(ok)` stops it, prints its time and records it. */
export function startStage(name) {
  const stage = { name, started: Date.now(), ticks: cpuTicks() };
  open.add(stage);
  return { end: (ok) => finish(stage, ok) };
}
