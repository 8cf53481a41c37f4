// How long a bundle of 100 mixed documents takes and how much memory it needs: text PDFs and
// scanned PDFs of 1-5 pages, phone photos (some stored sideways), and screenshots. The documents
// are made once into a temporary folder; each bundle then runs in a fresh process (bundle.ts)
// reading them as file streams, so its peak RSS is the bundle's own. The baseline builds the same
// document in memory and saves it with the PDF library's save(), as a plain approach would.
// BENCH_DOCUMENTS changes the count.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  makePdf,
  makePhoto,
  makeScannedPdf,
  makeScreenshot,
} from "../../apps/api/src/lib/pdf/bundle/test-fixtures";

const count = Number(process.env.BENCH_DOCUMENTS ?? 100);
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = await mkdtemp(path.join(tmpdir(), "taxlane-pdf-bundle-"));

interface Figures {
  mode: string;
  documents: number;
  pages: number;
  skipped: number;
  outputBytes: number;
  ms: number;
  peakRssBytes: number;
  baseRssBytes: number;
}

function runBundle(mode: "stream" | "save"): Figures {
  const child = spawnSync(process.execPath, [...process.execArgv, path.join(here, "bundle.ts"), dir, mode], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`bundle (${mode}) failed: ${child.stderr}`);
  const last = child.stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as Figures;
}

try {
  const scans = await Promise.all([1, 2, 3].map(() => makePhoto(1275, 1650)));
  let inputBytes = 0;
  const manifest: { file: string; title: string; contentType: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = index % 5;
    const pages = (index % 5) + 1;
    let bytes: Buffer;
    let contentType: string;
    let title: string;
    if (kind === 0 || kind === 3) {
      bytes = await makePdf(pages, `Statement ${index}`);
      contentType = "application/pdf";
      title = `Statement ${index} (${pages} pages)`;
    } else if (kind === 1) {
      bytes = await makeScannedPdf(((index >> 1) % 5) + 1, `Scanned ${index}`, scans);
      contentType = "application/pdf";
      title = `Scanned letter ${index}`;
    } else if (kind === 2) {
      bytes = await makePhoto(2016, 1512, index % 4 === 2 ? 6 : 1);
      contentType = "image/jpeg";
      title = `Phone photo ${index}`;
    } else {
      bytes = await makeScreenshot(1280, 900, `Screenshot ${index}`);
      contentType = "image/png";
      title = `Screenshot ${index}`;
    }
    inputBytes += bytes.length;
    const file = path.join(dir, `part-${String(index).padStart(3, "0")}`);
    await writeFile(file, bytes);
    manifest.push({ file, title, contentType });
  }
  await writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest));

  const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  console.log(`bench/pdf-bundle: ${count} documents, ${mb(inputBytes)} of input`);
  const results = [runBundle("stream"), runBundle("save")];
  for (const result of results) {
    console.log(
      `${result.mode === "stream" ? "writePdfBundle (streamed)" : "baseline: build + save()  "}  ` +
        `${result.pages} pages, ${mb(result.outputBytes)}   ${(result.ms / 1000).toFixed(2)} s   ` +
        `peak RSS ${mb(result.peakRssBytes)} (at start ${mb(result.baseRssBytes)})`,
    );
  }
  const [streamed, saved] = results as [Figures, Figures];
  console.log(
    `ratio streamed / baseline: time ${(streamed.ms / saved.ms).toFixed(2)}, ` +
      `peak RSS ${(streamed.peakRssBytes / saved.peakRssBytes).toFixed(2)}, ` +
      `RSS growth ${((streamed.peakRssBytes - streamed.baseRssBytes) / (saved.peakRssBytes - saved.baseRssBytes)).toFixed(2)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
