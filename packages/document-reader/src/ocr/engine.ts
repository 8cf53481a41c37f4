import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

/**
 * One tesseract worker, started on first use and kept: starting one (the WebAssembly core and the
 * English model) takes a few seconds, recognising a page about as long again. Pages are recognised one
 * at a time, in the order asked; a page that runs over its time ends the worker (tesseract cannot stop
 * a page half way) and the next page starts a fresh one.
 *
 * Nothing is fetched: the model is read from the `@tesseract.js-data/eng` package on disk and the core
 * from `tesseract.js-core` (tesseract.js fetches only when `langPath` is unset or a URL). The model's
 * ungzipped copy is cached in a folder of the machine's temp dir.
 */

/** `4.0.0_best_int`: the LSTM-only "best" model in integers; measured faster and as exact as `4.0.0` on W-2 numbers. */
const modelVersion = "4.0.0_best_int";

const require = createRequire(import.meta.url);

/** Where the model files of the installed `@tesseract.js-data/eng` sit. */
export function modelFolder(): string {
  return join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), modelVersion);
}

/** The options the worker is created with; exported so a test can check that nothing points at the network. */
export function workerOptions() {
  const cachePath = join(tmpdir(), "taxlane-ocr", modelVersion);
  mkdirSync(cachePath, { recursive: true });
  return {
    langPath: modelFolder(),
    cachePath,
    gzip: true,
    workerBlobURL: false,
    legacyCore: false,
    legacyLang: false,
  };
}

/** What tesseract gives back for a page, in the image's pixels. */
export interface RecognisedWord {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export class OcrTimeout extends Error {
  constructor(seconds: number) {
    super(`a page took longer than ${seconds} s to recognise`);
    this.name = "OcrTimeout";
  }
}

let workerStarting: Promise<Worker> | null = null;
/** The tail of the queue: each page waits for the one before it. */
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Promise<Worker> {
  if (!workerStarting) {
    const starting = createWorker("eng", OEM.LSTM_ONLY, workerOptions()).then(async (worker) => {
      await worker.setParameters({
        // Forms are boxes of short text scattered over the page: sparse-text segmentation finds them
        // where automatic segmentation merges a box's label and its value into one column of text.
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
        user_defined_dpi: "300",
      });
      return worker;
    });
    // A worker that failed to start is not kept: the next page tries again (once per page, not in a loop).
    starting.catch(() => {
      if (workerStarting === starting) workerStarting = null;
    });
    workerStarting = starting;
  }
  return workerStarting;
}

async function endWorker(): Promise<void> {
  const starting = workerStarting;
  workerStarting = null;
  if (!starting) return;
  const worker = await starting.catch(() => null);
  await worker?.terminate().catch(() => undefined);
}

async function recogniseNow(image: Buffer, seconds: number): Promise<RecognisedWord[]> {
  let timer: NodeJS.Timeout | undefined;
  const overtime = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeout(seconds)), seconds * 1000);
  });
  try {
    const worker = await Promise.race([startWorker(), overtime]);
    const result = await Promise.race([worker.recognize(image, {}, { blocks: true, text: false }), overtime]);
    const words: RecognisedWord[] = [];
    for (const block of result.data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          for (const word of line.words) {
            words.push({ text: word.text, confidence: word.confidence, ...word.bbox });
          }
        }
      }
    }
    return words;
  } catch (error) {
    if (error instanceof OcrTimeout) await endWorker();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Recognises one page image (PNG, JPEG, PNM) within `seconds`, counted from when the page's turn comes;
 * throws OcrTimeout when it runs over.
 */
export function recognise(image: Buffer, seconds: number): Promise<RecognisedWord[]> {
  clearTimeout(idleTimer);
  pending += 1;
  const turn = queue.then(() => recogniseNow(image, seconds));
  queue = turn.catch(() => undefined);
  void turn
    .catch(() => undefined)
    .finally(() => {
      pending -= 1;
      if (pending === 0) endWhenIdle();
    });
  return turn;
}

/**
 * A worker holds its model (well over 100 MB) for as long as it lives: a server that read a document
 * a while ago lets it go, and the next page starts a new one (about a second).
 */
const IDLE_MS = 60_000;
let pending = 0;
let idleTimer: NodeJS.Timeout | undefined;
function endWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (pending === 0) void closeOcr();
  }, IDLE_MS);
  // Never the reason a process stays up.
  idleTimer.unref();
}

/** Ends the worker (after the pages already asked for); the next page starts a new one. */
export async function closeOcr(): Promise<void> {
  const closing = queue.then(endWorker);
  queue = closing.catch(() => undefined);
  await closing;
}
