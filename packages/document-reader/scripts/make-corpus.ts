/**
 * Makes the corpus: fills the official fillable forms and draws the others with made-up values from a
 * fixed seed, writes each as corpus/documents/<id>.pdf and the truth of all as corpus/truth.json.
 * Run with `npx tsx packages/document-reader/scripts/make-corpus.ts`; the same seed gives the same files.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import type { CorpusTruth, TruthDocument } from "../corpus/truth";
import { drawCell, drawLines, drawTitle } from "./corpus/draw-page";
import { type DrawnDocument, drawInformationReturn, informationReturns } from "./corpus/drawn-forms";
import { drawnLetters } from "./corpus/drawn-letters";
import { type FilledForm, officialFills } from "./corpus/official-forms";
import { RandomValues } from "./corpus/random-values";

const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "corpus");
const seed = 20230415;
/** Fixed dates, so the same seed makes byte-identical files. */
const fixedDate = new Date("2024-01-31T12:00:00Z");

async function save(document: PDFDocument): Promise<Uint8Array> {
  document.setCreationDate(fixedDate);
  document.setModificationDate(fixedDate);
  document.setProducer("Taxlane corpus");
  return document.save({ useObjectStreams: true });
}

async function fillOfficial(filled: FilledForm): Promise<Uint8Array> {
  const document = await PDFDocument.load(await readFile(path.join(corpus, "forms", filled.form)));
  const form = document.getForm();
  const byId = new Map(
    form.getFields().map((field) => [
      field
        .getName()
        .split(".")
        .pop()
        ?.replace(/\[0\]$/, ""),
      field,
    ]),
  );
  for (const [id, text] of Object.entries(filled.fields)) {
    const field = form.getTextField(byId.get(id)?.getName() ?? id);
    field.setFontSize(text.includes("\n") ? 8 : 9);
    if (text.includes("\n")) field.enableMultiline();
    field.setText(text);
  }
  for (const id of filled.checks) form.getCheckBox(byId.get(id)?.getName() ?? id).check();
  form.flatten();
  return save(document);
}

async function drawDocument(drawn: DrawnDocument): Promise<Uint8Array> {
  const document = drawn.onForm
    ? await PDFDocument.load(await readFile(path.join(corpus, "forms", drawn.onForm)))
    : await PDFDocument.create();
  if (drawn.onForm) {
    // The XFA stream would tell a reader to ignore the page we draw on.
    document.getForm().deleteXFA();
    for (const field of document.getForm().getFields()) document.getForm().removeField(field);
  }
  const page = drawn.onForm ? document.getPage(0) : document.addPage([612, 792]);
  const fonts = {
    label: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    value: await document.embedFont(StandardFonts.Courier),
  };
  if (drawn.title) drawTitle(page, fonts, ...drawn.title);
  for (const cell of drawn.cells) drawCell(page, fonts, cell);
  drawLines(page, fonts, drawn.lines);
  for (const [x, y, text] of drawn.marks ?? []) {
    page.drawText(text, { x, y: page.getHeight() - y, size: 9, font: fonts.value });
  }
  return save(document);
}

const random = new RandomValues(seed);
const documents: TruthDocument[] = [];
await rm(path.join(corpus, "documents"), { recursive: true, force: true });
await mkdir(path.join(corpus, "documents"), { recursive: true });

async function add(id: string, bytes: Uint8Array, entry: Omit<TruthDocument, "id" | "file">) {
  const file = `documents/${id}.pdf`;
  await writeFile(path.join(corpus, file), bytes);
  documents.push({ id, file, ...entry });
}

for (const [fill, count] of officialFills) {
  for (let index = 1; index <= count; index += 1) {
    const filled = fill(random);
    const id = `${filled.form.replace(/\.pdf$/, "").toLowerCase()}-${String(index).padStart(2, "0")}`;
    await add(id, await fillOfficial(filled), {
      kind: filled.kind,
      rendering: "official",
      boxes: filled.truth,
    });
  }
}
for (const spec of informationReturns) {
  const count = spec.kind === "1099-nec" || spec.kind === "1098" ? 4 : 2;
  for (let index = 1; index <= count; index += 1) {
    const drawn = drawInformationReturn(spec, random);
    const id = `drawn-${spec.formNumber.toLowerCase()}-${String(index).padStart(2, "0")}`;
    await add(id, await drawDocument(drawn), { kind: drawn.kind, rendering: "drawn", boxes: drawn.truth });
  }
}
let letterIndex = 0;
for (const [draw, count] of drawnLetters) {
  for (let index = 0; index < count; index += 1) {
    const drawn = draw(random);
    letterIndex += 1;
    const id = `drawn-${drawn.kind}-${String(letterIndex).padStart(2, "0")}`;
    const rendering = drawn.onForm ? "official-drawn-on" : "drawn";
    await add(id, await drawDocument(drawn), { kind: drawn.kind, rendering, boxes: drawn.truth });
  }
}
const truth: CorpusTruth = { seed, documents };
await writeFile(path.join(corpus, "truth.json"), `${JSON.stringify(truth, null, 2)}\n`);
console.log(`corpus: ${documents.length} documents, ${documents.filter((d) => d.kind === "w2").length} W-2s`);
