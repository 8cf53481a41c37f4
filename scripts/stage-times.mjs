// How long each part of a test run took. Each part prints "Stage <name>: <m>m<s>s" when it ends, and,
// when STAGE_TIMES_FILE names a file (CI does), adds a line "<name>\t<milliseconds>\t<ok|failed>" to
// it, from which CI prints its table of stages. A part still open when the process exits (an error,
// a process.exit) is ended there as failed, so its time is not lost.
import { appendFileSync } from "node:fs";

/** `ms` as "<m>m<s>s", seconds in two digits: "3m07s". */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
}

const open = new Set();

function finish(stage, ok) {
  if (!open.delete(stage)) return;
  const took = Date.now() - stage.started;
  console.log(`Stage ${stage.name}: ${formatDuration(took)}${ok ? "" : " (failed)"}`);
  const file = process.env.STAGE_TIMES_FILE;
  if (file) appendFileSync(file, `${stage.name}\t${took}\t${ok ? "ok" : "failed"}\n`);
}

process.on("exit", () => {
  for (const stage of [...open]) finish(stage, false);
});

/** Starts timing the part `name`; `end(ok)` stops it, prints its time and records it. */
export function startStage(name) {
  const stage = { name, started: Date.now() };
  open.add(stage);
  return { end: (ok) => finish(stage, ok) };
}
