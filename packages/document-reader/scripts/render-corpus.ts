/**
 * Renders every corpus PDF as images into corpus/.rendered/ (git-ignored): a 300-dpi and a 150-dpi
 * greyscale JPEG scan (pdftoppm) and a "phone photo" of the 150-dpi page (sharp: turned 1–4°, slightly
 * blurred, lit unevenly, cropped off-square, JPEG quality 80). Deterministic: the same corpus gives the
 * same images. Run with `npx tsx packages/document-reader/scripts/render-corpus.ts`.
 */
import { execFile } from "node:child_process";
import { access, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import type { CorpusTruth } from "../corpus/truth";
import { seededRandom } from "./corpus/random-values";

const run = promisify(execFile);
export const corpusFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "corpus");
export const renderedFolder = path.join(corpusFolder, ".rendered");
export const imageRenderings = ["scan-300", "scan-150", "phone"] as const;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function scan(pdf: string, dpi: number, out: string) {
  if (await exists(`${out}.jpg`)) return;
  await run("pdftoppm", ["-gray", "-jpeg", "-r", String(dpi), "-singlefile", "-f", "1", "-l", "1", pdf, out]);
}

async function phonePhoto(scanFile: string, out: string, random: () => number) {
  if (await exists(out)) return;
  const image = sharp(scanFile);
  const { width = 1275, height = 1650 } = await image.metadata();
  const angle = (1 + random() * 3) * (random() < 0.5 ? -1 : 1);
  const light = Buffer.from(
    `<svg width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const lit = await image.composite([{ input: light }]).toBuffer();
  const turned = await sharp(lit)
    .rotate(angle, { background: "#8a8a8a" })
    .blur(0.6)
    .toBuffer({ resolveWithObject: true });
  const cropLeft = Math.round(turned.info.width * (0.01 + random() * 0.03));
  const cropTop = Math.round(turned.info.height * (0.01 + random() * 0.03));
  await sharp(turned.data)
    .extract({
      left: cropLeft,
      top: cropTop,
      width: turned.info.width - cropLeft - Math.round(turned.info.width * 0.02),
      height: turned.info.height - cropTop - Math.round(turned.info.height * 0.02),
    })
    .jpeg({ quality: 80 })
    .toFile(out);
}

/** The image of one document in one rendering. */
export const renderedFile = (id: string, rendering: (typeof imageRenderings)[number]) =>
  path.join(renderedFolder, `${id}.${rendering}.jpg`);

/** Renders whatever is missing. */
export async function renderCorpus(): Promise<void> {
  await mkdir(renderedFolder, { recursive: true });
  const truth = JSON.parse(await readFile(path.join(corpusFolder, "truth.json"), "utf8")) as CorpusTruth;
  for (const document of truth.documents) {
    const pdf = path.join(corpusFolder, document.file);
    await scan(pdf, 300, path.join(renderedFolder, `${document.id}.scan-300`));
    await scan(pdf, 150, path.join(renderedFolder, `${document.id}.scan-150`));
    // A generator per document, so one photo does not depend on the others.
    const random = seededRandom([...document.id].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) >>> 0);
    await phonePhoto(renderedFile(document.id, "scan-150"), renderedFile(document.id, "phone"), random);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await renderCorpus();
