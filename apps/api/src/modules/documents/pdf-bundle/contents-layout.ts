import { t } from "@taxlane/contract/i18n";
import { letterPageSize, type PlacedText } from "../../../lib/pdf/placed-text";
import { type MeasureText, wrapText } from "../../../lib/pdf/text";

/** Letter, in points, with half-inch-and-a-quarter margins. */
export const contentsPageSize = letterPageSize;
const margin = 54;
const headingSize = 18;
const sectionSize = 12;
const titleSize = 10.5;
const reasonSize = 9.5;
const lineGap = 1.35;
const entryGap = 5;
const columnGap = 12;

export interface ContentsInput {
  heading: string;
  /** Page numbers already counted from the first page of the bundle. */
  included: { title: string; firstPage: number; lastPage: number }[];
  skipped: { title: string; reason: string }[];
}

export type ContentsPage = PlacedText[];

export function pageRangeLabel(firstPage: number, lastPage: number): string {
  return firstPage === lastPage ? `page ${firstPage}` : `pages ${firstPage}\u2013${lastPage}`;
}

/** A block of lines that stays on one page when it can. */
interface Block {
  lines: { text: string; x: number; size: number; bold: boolean; height: number; gapAfter?: number }[];
  /** Right-aligned text on the block's first line. */
  aside?: { text: string; size: number };
}

const lineHeight = (size: number) => size * lineGap;

function includedBlocks(input: ContentsInput, measure: MeasureText, width: number): Block[] {
  // The page-range column is as wide as the widest label could be, so titles wrap the same way
  // whatever the page numbers are: the number of contents pages never depends on them.
  const column = measure(pageRangeLabel(9999, 9999), titleSize, false);
  const titleWidth = width - column - columnGap;
  return input.included.map((entry) => ({
    lines: wrapText(entry.title, titleWidth, titleSize, false, measure).map((text) => ({
      text,
      x: margin,
      size: titleSize,
      bold: false,
      height: lineHeight(titleSize),
    })),
    aside: { text: pageRangeLabel(entry.firstPage, entry.lastPage), size: titleSize },
  }));
}

function skippedBlocks(input: ContentsInput, measure: MeasureText, width: number): Block[] {
  const indent = 14;
  return input.skipped.map((entry) => ({
    lines: [
      ...wrapText(entry.title, width, titleSize, true, measure).map((text) => ({
        text,
        x: margin,
        size: titleSize,
        bold: true,
        height: lineHeight(titleSize),
      })),
      ...wrapText(entry.reason, width - indent, reasonSize, false, measure).map((text) => ({
        text,
        x: margin + indent,
        size: reasonSize,
        bold: false,
        height: lineHeight(reasonSize),
      })),
    ],
  }));
}

function section(title: string, note?: string): Block {
  const lines: Block["lines"] = [
    { text: title, x: margin, size: sectionSize, bold: true, height: lineHeight(sectionSize) + 4 },
  ];
  if (note)
    lines.push({ text: note, x: margin, size: titleSize, bold: false, height: lineHeight(titleSize) });
  return { lines };
}

/**
 * Lays out the contents: a heading, the included documents with their page ranges, then the
 * documents that could not be included with the reason. Runs over as many pages as it needs;
 * a document's lines are kept together unless they are taller than a whole page.
 */
export function layoutContents(input: ContentsInput, measure: MeasureText): ContentsPage[] {
  const { width: pageWidth, height: pageHeight } = contentsPageSize;
  const width = pageWidth - 2 * margin;
  const top = pageHeight - margin;
  const bottom = margin;
  const pages: ContentsPage[] = [];
  let page: ContentsPage = [];
  let y = top;

  const newPage = (continued: boolean) => {
    if (page.length > 0) pages.push(page);
    page = [];
    y = top;
    const size = continued ? sectionSize : headingSize;
    const text = continued ? `${input.heading} (continued)` : input.heading;
    for (const line of wrapText(text, width, size, true, measure)) {
      y -= size;
      page.push({ text: line, x: margin, y, size, bold: true });
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
          x: pageWidth - margin - asideWidth,
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
  const included = includedBlocks(input, measure, width);
  const skipped = skippedBlocks(input, measure, width);
  const firstHeight = (blocks: Block[]) => blocks[0]?.lines[0]?.height ?? 0;
  place(
    section(
      t("documents.bundleContentsHeading"),
      included.length === 0 ? t("documents.bundleNothingIncluded") : undefined,
    ),
    firstHeight(included),
  );
  for (const block of included) place(block);
  if (skipped.length > 0) {
    y -= 8;
    place(section("Not included"), firstHeight(skipped));
    for (const block of skipped) place(block);
  }
  pages.push(page);
  return pages;
}

/**
 * The included parts' page numbers count the contents pages, whose number depends on the layout;
 * the layout does not depend on the numbers (see includedBlocks), so one measuring pass settles it.
 */
export function planContents(
  heading: string,
  bodyRanges: { title: string; firstPage: number; lastPage: number }[],
  skipped: { title: string; reason: string }[],
  measure: MeasureText,
): { pages: ContentsPage[]; offset: number } {
  const shifted = (offset: number) =>
    bodyRanges.map((range) => ({
      title: range.title,
      firstPage: range.firstPage + offset,
      lastPage: range.lastPage + offset,
    }));
  const offset = layoutContents({ heading, included: shifted(1), skipped }, measure).length;
  const pages = layoutContents({ heading, included: shifted(offset), skipped }, measure);
  if (pages.length !== offset) throw new Error("contents layout depends on its page numbers");
  return { pages, offset };
}
