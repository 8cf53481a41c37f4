import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "@cantoo/pdf-lib";
import { type MeasureText, toDrawableText } from "./text";

/** A line of text placed on a page, its baseline measured from the page's bottom-left corner. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

/** Letter, in points. */
export const letterPageSize = { width: 612, height: 792 } as const;

/** Helvetica in its regular and bold faces, how to measure text in them, and how to make text drawable. */
export interface TextFonts {
  fontOf: (bold: boolean) => PDFFont;
  measure: MeasureText;
  /** The text with what the fonts cannot draw replaced (see toDrawableText). */
  clean: (text: string) => string;
}

export async function embedTextFonts(doc: PDFDocument): Promise<TextFonts> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const fontOf = (isBold: boolean): PDFFont => (isBold ? bold : regular);
  return {
    fontOf,
    measure: (text, size, isBold) => fontOf(isBold).widthOfTextAtSize(text, size),
    clean: (text) => toDrawableText(text, supported),
  };
}

/** Draws laid-out text on a page in near-black. */
export function drawPlacedText(page: PDFPage, texts: readonly PlacedText[], fonts: TextFonts): void {
  for (const text of texts) {
    page.drawText(text.text, {
      x: text.x,
      y: text.y,
      size: text.size,
      font: fonts.fontOf(text.bold),
      color: rgb(0.1, 0.1, 0.1),
    });
  }
}
