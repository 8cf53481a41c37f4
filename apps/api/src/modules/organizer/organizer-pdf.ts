import { PDFDocument } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import type { ReviewItem, ReviewSection } from "@taxlane/organizer";
import { drawPlacedText, embedTextFonts, letterPageSize, type PlacedText } from "../../lib/pdf/placed-text";
import { type MeasureText, wrapText } from "../../lib/pdf/text";

const margin = 54;
const headingSize = 16;
const sectionSize = 12.5;
const labelSize = 10;
const valueSize = 10;
const noteSize = 9;
const lineGap = 1.35;
const indent = 12;

export interface AnswersPdfInput {
  /** "Organizer answers — Ann Lee, 2025 business return" */
  heading: string;
  /** Lines under the heading: whose answers, which filter, when. */
  subtitle: readonly string[];
  sections: readonly ReviewSection[];
}

interface Line {
  text: string;
  x: number;
  size: number;
  bold: boolean;
}

/** One answer's value as lines of words: text, a masked text, file names, table rows. */
function valueTexts(item: ReviewItem): string[] {
  const { value } = item;
  switch (value.kind) {
    case "empty":
      return ["No answer"];
    case "text":
    case "masked":
      return [value.text];
    case "files":
      return value.files.map((file) => t("organizer.pdfFile", { name: file.name }));
    case "table":
      if (value.rows.length === 0) return [t("organizer.pdfNoRows")];
      return value.rows.map((row, index) =>
        t("organizer.pdfRow", {
          number: index + 1,
          cells: value.columns.map((column) => `${column.label}: ${row[column.key] ?? ""}`).join("; "),
        }),
      );
  }
}

/**
 * Lays out the answers, section by section, each answer's label in bold above its value (and its
 * note), over as many Letter pages as they need; an answer's lines stay together when they fit a page.
 */
export function layoutAnswers(input: AnswersPdfInput, measure: MeasureText): PlacedText[][] {
  const { width: pageWidth, height: pageHeight } = letterPageSize;
  const width = pageWidth - 2 * margin;
  const top = pageHeight - margin;
  const pages: PlacedText[][] = [];
  let page: PlacedText[] = [];
  let y = top;
  const wrap = (text: string, x: number, size: number, bold: boolean): Line[] =>
    wrapText(text, width - (x - margin), size, bold, measure).map((line) => ({ text: line, x, size, bold }));
  const heightOf = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.size * lineGap, 0);

  const newPage = () => {
    if (page.length > 0) pages.push(page);
    page = [];
    y = top;
  };
  /** Places lines, starting a page first when they fit on a fresh one but not on this one. */
  const place = (lines: readonly Line[], gapAfter: number, keepWithNext = 0) => {
    const height = heightOf(lines);
    if (y - height - keepWithNext < margin && height + keepWithNext <= top - margin) newPage();
    for (const line of lines) {
      if (y - line.size * lineGap < margin) newPage();
      page.push({ text: line.text, x: line.x, y: y - line.size, size: line.size, bold: line.bold });
      y -= line.size * lineGap;
    }
    y -= gapAfter;
  };

  place(wrap(input.heading, margin, headingSize, true), 4);
  place(
    input.subtitle.flatMap((text) => wrap(text, margin, noteSize, false)),
    14,
  );
  if (input.sections.length === 0) place(wrap(t("organizer.pdfNoAnswers"), margin, valueSize, false), 0);
  for (const section of input.sections) {
    const items = section.items.map((item) => [
      ...wrap(item.label, margin, labelSize, true),
      ...valueTexts(item).flatMap((text) => wrap(text, margin + indent, valueSize, false)),
      ...(item.message === null ? [] : wrap(`Note: ${item.message}`, margin + indent, noteSize, false)),
      ...(item.reminder ? wrap(t("organizer.pdfAddLater"), margin + indent, noteSize, false) : []),
    ]);
    place(wrap(section.title, margin, sectionSize, true), 4, heightOf(items[0] ?? []));
    for (const lines of items) place(lines, 6);
    y -= 8;
  }
  pages.push(page);
  return pages;
}

/** The answers as a PDF document's bytes. */
export async function answersPdf(input: AnswersPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedTextFonts(doc);
  doc.setTitle(fonts.clean(input.heading));
  doc.setProducer("Taxlane");
  doc.setCreationDate(new Date());
  const clean = (text: string) => fonts.clean(text);
  const sections = input.sections.map((section) => ({
    ...section,
    title: clean(section.title),
    items: section.items.map((item) => cleanItem(item, clean)),
  }));
  const pages = layoutAnswers(
    { heading: clean(input.heading), subtitle: input.subtitle.map(clean), sections },
    fonts.measure,
  );
  for (const texts of pages) {
    drawPlacedText(doc.addPage([letterPageSize.width, letterPageSize.height]), texts, fonts);
  }
  return doc.save();
}

/** An item with every text it shows made drawable in the standard fonts. */
function cleanItem(item: ReviewItem, clean: (text: string) => string): ReviewItem {
  const { value } = item;
  const cleaned: ReviewItem["value"] =
    value.kind === "text" || value.kind === "masked"
      ? { kind: value.kind, text: clean(value.text) }
      : value.kind === "files"
        ? { kind: "files", files: value.files.map((file) => ({ ...file, name: clean(file.name) })) }
        : value.kind === "table"
          ? {
              kind: "table",
              columns: value.columns.map((column) => ({ ...column, label: clean(column.label) })),
              rows: value.rows.map((row) =>
                Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, clean(cell)])),
              ),
            }
          : value;
  return {
    ...item,
    label: clean(item.label),
    value: cleaned,
    message: item.message === null ? null : clean(item.message),
  };
}
