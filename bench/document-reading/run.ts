// How well the document reader reads the corpus (packages/document-reader/corpus): the share of
// documents whose kind is right, and per kind the share of true boxes read exactly, for each rendering:
// the PDF's text layer, 300- and 150-dpi scans and phone photos read by OCR (rendered into
// corpus/.rendered/ when missing; BENCH_RENDERINGS=pdf-text,scan-300,... picks some). Also CPU seconds a
// page (every thread of the process, OCR's worker included) and peak RSS. BENCH_ONLY=w2-01,w2-02 reads
// those documents alone; BENCH_CACHE_WORDS=1 keeps OCR's words per file (word-cache.ts) for fast re-runs.
import { readFile } from "node:fs/promises";
import path from "node:path";
import * as reader from "@taxlane/document-reader";
import type { CorpusTruth, TruthDocument } from "../../packages/document-reader/corpus/truth";
import {
  corpusFolder,
  imageRenderings,
  renderCorpus,
  renderedFile,
} from "../../packages/document-reader/scripts/render-corpus";
import { cachingOcr } from "./word-cache";

const chosen = process.env.BENCH_RENDERINGS?.split(",");
type Rendering = "pdf-text" | (typeof imageRenderings)[number];
const renderings = (["pdf-text", ...imageRenderings] as Rendering[]).filter(
  (rendering) => !chosen || chosen.includes(rendering),
);

const truth = JSON.parse(await readFile(path.join(corpusFolder, "truth.json"), "utf8")) as CorpusTruth;
const only = process.env.BENCH_ONLY?.split(",");
const documents = truth.documents.filter((document) => !only || only.includes(document.id));
const cacheWords = process.env.BENCH_CACHE_WORDS === "1";
if (renderings.some((rendering) => rendering !== "pdf-text")) await renderCorpus();

interface Tally {
  right: number;
  total: number;
}
const tally = () => ({ right: 0, total: 0 });
const percent = ({ right, total }: Tally) =>
  total ? `${((100 * right) / total).toFixed(1)}% (${right}/${total})` : "-";

let peakRss = process.memoryUsage().rss;
for (const rendering of renderings) {
  const kinds = tally();
  const boxesByKind = new Map<string, Tally>();
  const w2WithoutTicks = tally();
  const misses: string[] = [];
  let cpuMicros = 0;
  let pages = 0;
  for (const document of documents) {
    const pdf = rendering === "pdf-text";
    const bytes = await readFile(
      rendering === "pdf-text"
        ? path.join(corpusFolder, document.file)
        : renderedFile(document.id, rendering),
    );
    const started = process.cpuUsage();
    const reading = await reader.readDocument(
      new Uint8Array(bytes),
      pdf ? "application/pdf" : "image/jpeg",
      cacheWords && !pdf ? { ocr: cachingOcr(rendering, document.id) } : {},
    );
    const used = process.cpuUsage(started);
    cpuMicros += used.user + used.system;
    pages += Math.max(1, reading.pages);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    kinds.total += 1;
    if (reading.kind === document.kind) kinds.right += 1;
    else misses.push(`${document.id}: kind ${reading.kind}`);
    if (!reader.kindsWithBoxes.includes(document.kind)) continue;
    countBoxes(document, reading, boxesByKind, w2WithoutTicks, misses);
  }
  console.log(
    `\n${rendering}: kind right ${percent(kinds)}; ${(cpuMicros / 1e6 / pages).toFixed(3)} CPU s a page`,
  );
  for (const [kind, boxes] of boxesByKind)
    console.log(`  ${kind.padEnd(9)} boxes exactly right ${percent(boxes)}`);
  console.log(`  w2 without box 13's ticks ${percent(w2WithoutTicks)}`);
  if (process.env.BENCH_VERBOSE) for (const miss of misses) console.log(`    ${miss}`);
}
await reader.closeOcr();
console.log(`\npeak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);

function countBoxes(
  document: TruthDocument,
  reading: reader.DocumentReading,
  boxesByKind: Map<string, Tally>,
  w2WithoutTicks: Tally,
  misses: string[],
) {
  const read = new Map(reading.boxes.map((box) => [box.box, box.value]));
  const boxes = boxesByKind.get(document.kind) ?? tally();
  boxesByKind.set(document.kind, boxes);
  for (const [box, value] of Object.entries(document.boxes)) {
    const right = read.get(box) === value;
    boxes.total += 1;
    if (right) boxes.right += 1;
    else misses.push(`${document.id} ${box}: ${value} read ${read.get(box) ?? "nothing"}`);
    if (document.kind === "w2" && !box.startsWith("box13")) {
      w2WithoutTicks.total += 1;
      if (right) w2WithoutTicks.right += 1;
    }
  }
}
