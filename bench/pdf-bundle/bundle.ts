// One bundle run for run.ts, in its own process: reads the manifest of documents in the folder
// given, bundles them into a file there, and prints one line of JSON with the figures. Mode
// "stream" uses writePdfBundle; "save" builds the whole document and calls save() (the baseline).
import { createReadStream, createWriteStream } from "node:fs";
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { writePdfBundle } from "../../apps/api/src/lib/pdf/bundle/index";
import { readPart } from "../../apps/api/src/lib/pdf/bundle/read-part";
import { buildInMemory } from "./in-memory-baseline";

const [dir = ".", mode = "stream"] = process.argv.slice(2);
const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as {
  file: string;
  title: string;
  contentType: string;
}[];
const parts = manifest.map((entry) => ({
  title: entry.title,
  contentType: entry.contentType,
  open: async () => createReadStream(entry.file),
}));

const baseRssBytes = process.memoryUsage().rss;
let peakRssBytes = baseRssBytes;
const sampler = setInterval(() => {
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
}, 10);
const output = path.join(dir, `bundle-${mode}.pdf`);
const started = performance.now();
let pages: number;
let skipped: number;
if (mode === "stream") {
  const result = await writePdfBundle(parts, createWriteStream(output), { heading: "Bench bundle" });
  pages = result.pageCount;
  skipped = result.skipped.length;
} else {
  const bytes = await buildInMemory(parts, (source) => readPart(source, Number.POSITIVE_INFINITY));
  pages = bytes.pages;
  skipped = bytes.skipped;
  await writeFile(output, bytes.pdf);
}
const ms = performance.now() - started;
clearInterval(sampler);
// maxRSS (KiB) also catches peaks between samples.
peakRssBytes = Math.max(peakRssBytes, process.resourceUsage().maxRSS * 1024);
const outputBytes = (await stat(output)).size;
console.log(
  JSON.stringify({
    mode,
    documents: parts.length,
    pages,
    skipped,
    outputBytes,
    ms,
    peakRssBytes,
    baseRssBytes,
  }),
);
