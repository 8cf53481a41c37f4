import { PDFDocument } from "@cantoo/pdf-lib";
import { drawPlacedText, embedTextFonts, letterPageSize, type PlacedText } from "./placed-text";
import { type MeasureText, wrapText } from "./text";

/** Letter, in points, with three-quarter-inch margins. */
export const textPageSize = letterPageSize;
export const textPageMargin = 54;
const headingSize = 18;
const sectionSize = 12;
const titleSize = 10.5;
const detailSize = 9.5;
const lineGap = 1.35;
const entryGap = 5;
const sectionGap = 8;
const columnGap = 12;
const detailIndent = 14;

/** One entry of a section: a title, what is said on its right, and smaller lines under it. */
export interface TextEntry {
  title: string;
  /** Drawn flush right on the title's first line (a page range, a status). */
  aside?: string;
  bold?: boolean;
  /** Smaller lines under the title, indented. */
  details?: readonly string[];
}

export interface TextSection {
  title: string;
  /** A line under the section's title, such as why it lists nothing. */
  note?: string;
  entries: readonly TextEntry[];
  /**
   * Room kept right of every title for the asides, in points. By default the widest aside of the
   * section; a caller whose asides change with the layout (page numbers) sets it so they never move it.
   */
  asideRoom?: number;
}

/** The placed lines of each page, top to bottom. */
export type TextPage = PlacedText[];

/** A block of lines that stays on one page when it can. */
interface Block {
  lines: { text: string; x: number; size: number; bold: boolean; height: number }[];
  /** Right-aligned text on the block's first line. */
  aside?: { text: string; size: number };
}

const lineHeight = (size: number) => size * lineGap;

function lines(text: string, x: number, width: number, size: number, bold: boolean, measure: MeasureText) {
  return wrapText(text, width, size, bold, measure).map((line) => ({
    text: line,
    x,
    size,
    bold,
    height: lineHeight(size),
  }));
}

function sectionBlocks(section: TextSection, width: number, measure: MeasureText): Block[] {
  const heading: Block = {
    lines: [
      {
        text: section.title,
        x: textPageMargin,
        size: sectionSize,
        bold: true,
        height: lineHeight(sectionSize) + 4,
      },
      ...(section.note === undefined
        ? []
        : lines(section.note, textPageMargin, width, titleSize, false, measure)),
    ],
  };
  const widest = Math.max(0, ...section.entries.map((entry) => measure(entry.aside ?? "", titleSize, false)));
  const room = section.asideRoom ?? widest;
  const titleWidth = room > 0 ? width - room - columnGap : width;
  const entries = section.entries.map(
    (entry): Block => ({
      lines: [
        ...lines(entry.title, textPageMargin, titleWidth, titleSize, entry.bold ?? false, measure),
        ...(entry.details ?? []).flatMap((detail) =>
          lines(detail, textPageMargin + detailIndent, width - detailIndent, detailSize, false, measure),
        ),
      ],
      ...(entry.aside === undefined ? {} : { aside: { text: entry.aside, size: titleSize } }),
    }),
  );
  return [heading, ...entries];
}

/**
 * Lays out a heading, then each section's title and entries, down as many Letter pages as it needs
 * (each further page headed "… (continued)"). An entry's lines are kept together unless they are
 * taller than a whole page, and a section's title is kept with its first entry.
 */
export function layoutTextPages(
  heading: string,
  sections: readonly TextSection[],
  measure: MeasureText,
): TextPage[] {
  const { width: pageWidth, height: pageHeight } = textPageSize;
  const width = pageWidth - 2 * textPageMargin;
  const top = pageHeight - textPageMargin;
  const bottom = textPageMargin;
  const pages: TextPage[] = [];
  let page: TextPage = [];
  let y = top;

  const newPage = (continued: boolean) => {
    if (page.length > 0) pages.push(page);
    page = [];
    y = top;
    const size = continued ? sectionSize : headingSize;
    const text = continued ? `${heading} (continued)` : heading;
    for (const line of wrapText(text, width, size, true, measure)) {
      y -= size;
      page.push({ text: line, x: textPageMargin, y, size, bold: true });
      y -= size * (lineGap - 1);
    }
    y -= 10;
  };

  const place = (block: Block, keepWithNext = 0) => {
    const height = block.lines.reduce((sum, line) => sum + line.height, 0);
    const available = top - bottom - 60;
    if (y - height - keepWithNext < bottom && height + keepWithNext <= available) newPage(true);
    block.lines.forEach((line, index) => {
      if (y - line.height < bottom) newPage(true);
      const baseline = y - line.size;
      page.push({ text: line.text, x: line.x, y: baseline, size: line.size, bold: line.bold });
      if (index === 0 && block.aside) {
        const asideWidth = measure(block.aside.text, block.aside.size, false);
        page.push({
          text: block.aside.text,
          x: pageWidth - textPageMargin - asideWidth,
          y: baseline,
          size: block.aside.size,
          bold: false,
        });
      }
      y -= line.height;
    });
    y -= entryGap;
  };

  newPage(false);
  sections.forEach((section, index) => {
    if (index > 0) y -= sectionGap;
    const [title, ...entries] = sectionBlocks(section, width, measure);
    if (!title) return;
    place(title, entries[0]?.lines[0]?.height ?? 0);
    for (const entry of entries) place(entry);
  });
  pages.push(page);
  return pages;
}

/** The sections with every text made drawable in the standard fonts. */
function cleaned(sections: readonly TextSection[], clean: (text: string) => string): TextSection[] {
  return sections.map((section) => ({
    ...section,
    title: clean(section.title),
    ...(section.note === undefined ? {} : { note: clean(section.note) }),
    entries: section.entries.map((entry) => ({
      ...entry,
      title: clean(entry.title),
      ...(entry.aside === undefined ? {} : { aside: clean(entry.aside) }),
      ...(entry.details === undefined ? {} : { details: entry.details.map(clean) }),
    })),
  }));
}

/**
 * A PDF of one heading and its sections, laid out as the documents bundle's contents page is: a page
 * a bundle can take as one of its parts (a job's filings, say).
 */
export async function textPagesPdf(heading: string, sections: readonly TextSection[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(heading);
  doc.setProducer("Taxlane");
  const fonts = await embedTextFonts(doc);
  const pages = layoutTextPages(fonts.clean(heading), cleaned(sections, fonts.clean), fonts.measure);
  for (const texts of pages) {
    drawPlacedText(doc.addPage([textPageSize.width, textPageSize.height]), texts, fonts);
  }
  return doc.save();
}
