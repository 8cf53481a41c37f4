/**
 * Drawing a form the corpus has no official copy of, in the real form's layout: a title line, then
 * ruled cells each with its printed label at the top and its value below it, as on the IRS's forms.
 */
import { type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";

export interface Fonts {
  label: PDFFont;
  bold: PDFFont;
  value: PDFFont;
}

export interface Cell {
  /** From the page's top-left corner, in points. */
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  /** Printed under the label; lines split on "\n". */
  value?: string;
  /** Money is printed after a "$" at the cell's left, as the forms print it. */
  money?: boolean;
}

const labelSize = 6.5;
const valueSize = 9;

/** Splits a label into lines that fit the cell's width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export function drawCell(page: PDFPage, fonts: Fonts, cell: Cell) {
  const pageHeight = page.getHeight();
  page.drawRectangle({
    x: cell.x,
    y: pageHeight - cell.y - cell.height,
    width: cell.width,
    height: cell.height,
    borderColor: rgb(0, 0, 0),
    borderWidth: 0.6,
  });
  const labelLines = wrap(cell.label, fonts.label, labelSize, cell.width - 6);
  labelLines.forEach((line, index) => {
    page.drawText(line, {
      x: cell.x + 3,
      y: pageHeight - cell.y - 8 - index * 7.5,
      size: labelSize,
      font: fonts.label,
    });
  });
  if (!cell.value) return;
  const valueLines = cell.value.split("\n");
  const firstValueY = cell.y + 8 + labelLines.length * 7.5 + 4;
  valueLines.forEach((line, index) => {
    const y = pageHeight - firstValueY - valueSize - index * (valueSize + 2);
    if (cell.money) page.drawText("$", { x: cell.x + 3, y, size: valueSize, font: fonts.value });
    page.drawText(line, { x: cell.x + (cell.money ? 14 : 6), y, size: valueSize, font: fonts.value });
  });
}

/** The title line: the form's number large at the left, its name in bold, the year at the right. */
export function drawTitle(page: PDFPage, fonts: Fonts, formNumber: string, title: string, year = "2023") {
  const top = page.getHeight() - 34;
  page.drawText("Form", { x: 36, y: top, size: 7, font: fonts.label });
  page.drawText(formNumber, { x: 56, y: top, size: 14, font: fonts.bold });
  page.drawText(title, {
    x: 56 + fonts.bold.widthOfTextAtSize(formNumber, 14) + 16,
    y: top,
    size: 11,
    font: fonts.bold,
  });
  page.drawText(year, { x: 530, y: top, size: 14, font: fonts.bold });
}

/** Lines of running text (a letter, a receipt) from a top position, each [text, size, bold]. */
export function drawLines(
  page: PDFPage,
  fonts: Fonts,
  lines: readonly (readonly [text: string, size?: number, bold?: boolean])[],
  top = 60,
) {
  let y = page.getHeight() - top;
  for (const [text, size = 10, bold = false] of lines) {
    if (text) page.drawText(text, { x: 60, y, size, font: bold ? fonts.bold : fonts.value });
    y -= size + 6;
  }
}
