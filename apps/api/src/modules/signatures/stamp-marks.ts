import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { AppError } from "../../lib/app-error";
import { toDrawableText } from "../../lib/pdf/text";
import { fieldFits, type PdfField } from "./pdf-checks";

/** What fills a mark: a drawn signature (PNG), a typed signature or initials, or the date's text. */
export type SignatureMark = PdfField &
  (
    | { kind: "signature" | "initials"; drawing: Uint8Array }
    | { kind: "signature" | "initials"; typed: string }
    | { kind: "date"; text: string }
  );

const ink = rgb(0.05, 0.1, 0.35);
/** Space kept free inside a field's edges, as a share of its height. */
const inset = 0.08;

interface Faces {
  /** The standard fonts have no script face; a bold italic serif is the nearest to handwriting. */
  script: PDFFont;
  plain: PDFFont;
  scriptSet: ReadonlySet<number>;
  plainSet: ReadonlySet<number>;
}

/** Draws every mark inside its field; a field off its page or a drawing that is not a PNG is refused. */
export async function stampMarks(doc: PDFDocument, marks: readonly SignatureMark[]): Promise<void> {
  const pages = doc.getPages();
  // Check every place first, so a bad one refuses the whole set before anything is drawn.
  const placed = marks.map((mark) => ({ mark, page: fieldFits(mark, pages) }));
  const script = await doc.embedFont(StandardFonts.TimesRomanBoldItalic);
  const plain = await doc.embedFont(StandardFonts.Helvetica);
  const faces: Faces = {
    script,
    plain,
    scriptSet: new Set(script.getCharacterSet()),
    plainSet: new Set(plain.getCharacterSet()),
  };
  for (const { mark, page } of placed) {
    if ("drawing" in mark) await stampDrawing(doc, page, mark, mark.drawing);
    else if ("typed" in mark)
      stampText(page, mark, toDrawableText(mark.typed, faces.scriptSet), faces.script);
    else stampText(page, mark, toDrawableText(mark.text, faces.plainSet), faces.plain);
  }
}

async function stampDrawing(
  doc: PDFDocument,
  page: PDFPage,
  field: PdfField,
  png: Uint8Array,
): Promise<void> {
  let image: Awaited<ReturnType<PDFDocument["embedPng"]>>;
  try {
    image = await doc.embedPng(png);
  } catch {
    throw new AppError("BAD_REQUEST", t("signatures.drawingNotPng"));
  }
  const pad = field.height * inset;
  const room = { width: field.width - 2 * pad, height: field.height - 2 * pad };
  // Keep the drawing's proportions, as large as the field allows, centred in it.
  const scale = Math.min(room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: field.x + (field.width - width) / 2,
    y: field.y + (field.height - height) / 2,
    width,
    height,
  });
}

function stampText(page: PDFPage, field: PdfField, text: string, font: PDFFont): void {
  if (text.length === 0) throw new AppError("BAD_REQUEST", t("signatures.textEmpty"));
  const pad = field.height * inset;
  const room = { width: field.width - 2 * pad, height: field.height - 2 * pad };
  // As large as the field's height allows, smaller when the text is too wide for it.
  const heightAtOne = font.heightAtSize(1, { descender: true });
  const size = Math.min(room.height / heightAtOne, room.width / font.widthOfTextAtSize(text, 1));
  const descent =
    font.heightAtSize(size, { descender: true }) - font.heightAtSize(size, { descender: false });
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, {
    x: field.x + (field.width - width) / 2,
    y: field.y + (field.height - font.heightAtSize(size, { descender: true })) / 2 + descent,
    size,
    font,
    color: ink,
  });
}
