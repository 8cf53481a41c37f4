import { kb } from "../shared/responses";
import type { MeasuredPage } from "./measured-pages";
import type { LoadFigures, Visit } from "./visit";

export const goals = {
  lcpColdMs: 2500,
  lcpWarmMs: 1200,
  inpMs: 200,
  cls: 0.02,
  /** JavaScript on the wire for a signed-in page's first load. */
  signedInJsBytes: 250 * 1024,
} as const;

export interface PageResult {
  target: MeasuredPage;
  visits: Visit[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Figure {
  label: string;
  value: number;
  goal: number | null;
  shown: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function figuresOf({ target, visits }: PageResult): Figure[] {
  const of = (pick: (load: LoadFigures) => number, when: "cold" | "warm") =>
    median(visits.map((visit) => pick(visit[when])));
  const figure = (label: string, value: number, goal: number | null, shown: string): Figure => ({
    label,
    value,
    goal,
    shown,
  });
  const lcpCold = of((load) => load.lcp, "cold");
  const lcpWarm = of((load) => load.lcp, "warm");
  const inpCold = of((load) => load.inp, "cold");
  const inpWarm = of((load) => load.inp, "warm");
  const clsCold = of((load) => load.cls, "cold");
  const clsWarm = of((load) => load.cls, "warm");
  const js = of((load) => load.jsBytes, "cold");
  const total = of((load) => load.totalBytes, "cold");
  return [
    figure("LCP cold", lcpCold, goals.lcpColdMs, seconds(lcpCold)),
    figure("LCP warm", lcpWarm, goals.lcpWarmMs, seconds(lcpWarm)),
    figure("INP cold", inpCold, goals.inpMs, `${Math.round(inpCold)} ms`),
    figure("INP warm", inpWarm, goals.inpMs, `${Math.round(inpWarm)} ms`),
    figure("CLS cold", clsCold, goals.cls, clsCold.toFixed(3)),
    figure("CLS warm", clsWarm, goals.cls, clsWarm.toFixed(3)),
    figure("JS", js, target.as === null ? null : goals.signedInJsBytes, kb(js)),
    figure("total", total, null, kb(total)),
  ];
}

/** Who answered the warm load: the worker for the page and its scripts, for its scripts only, or none. */
function workerAnswer(visits: Visit[]): string {
  const answers = new Set(
    visits.map(({ warm, workerReady }) => {
      if (!workerReady) return "no worker";
      const scripts = `${warm.jsFromWorker}/${warm.jsFiles} JS`;
      return warm.pageFromWorker ? `page + ${scripts}` : `${scripts}, page from server`;
    }),
  );
  return [...answers].join("; ");
}

const cell = ({ shown, value, goal }: Figure) =>
  goal === null ? shown : `${shown} (${(value / goal).toFixed(2)})`;

/** One Markdown table (page × figures, each with its ratio to its goal), then a line per missed goal. */
export function printReport(results: PageResult[], verbose: boolean): void {
  const head = [
    "page",
    ...(results[0] ? figuresOf(results[0]).map((figure) => figure.label) : []),
    "warm from worker",
  ];
  console.log(`| ${head.join(" | ")} |`);
  console.log(`| ${head.map(() => "---").join(" | ")} |`);
  const missed: string[] = [];
  for (const result of results) {
    const figures = figuresOf(result);
    console.log(`| ${[result.target.name, ...figures.map(cell), workerAnswer(result.visits)].join(" | ")} |`);
    for (const figure of figures) {
      if (figure.goal !== null && figure.value > figure.goal) {
        missed.push(
          `missed: ${result.target.name}, ${figure.label} ${figure.shown} is ${(figure.value / figure.goal).toFixed(2)}× its goal`,
        );
      }
    }
  }
  console.log("");
  for (const line of missed) console.log(line);
  if (missed.length === 0) console.log("Every goal met.");
  if (!verbose) return;
  for (const { target, visits } of results) {
    console.log(`\n${target.name} (${target.interaction}):`);
    visits.forEach(({ cold, warm }, run) => {
      for (const [when, load] of [
        ["cold", cold],
        ["warm", warm],
      ] as const) {
        console.log(
          `  run ${run + 1} ${when}: LCP ${seconds(load.lcp)} on ${load.lcpElement}; INP ${load.inp} ms (${load.inpEvent}); CLS ${load.cls.toFixed(3)}`,
        );
        for (const { value, startTime, sources } of load.shifts) {
          console.log(`    shift ${value.toFixed(4)} at ${seconds(startTime)}: ${sources.join("; ")}`);
        }
      }
    });
    const profiles = visits[0]?.cold.profiles;
    if (profiles !== undefined) {
      for (const [part, summary] of Object.entries(profiles)) {
        console.log(`  CPU (${part}, first run), self time by file and by function:`);
        for (const [where, ms] of [...summary.byFile, ...summary.byFunction]) {
          console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${where}`);
        }
      }
    }
    const scripts = [...(visits[0]?.cold.scripts ?? [])].sort((a, b) => b.bytes - a.bytes);
    for (const script of scripts) {
      console.log(`    ${kb(script.bytes).padStart(9)}  ${new URL(script.url).pathname}`);
    }
  }
}
