import { PDFDocument, type PDFPage, rgb } from "@cantoo/pdf-lib";
import type { SignatureInput } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Clock } from "../../lib/clock";
import { embedTextFonts, letterPageSize, type TextFonts } from "../../lib/pdf/placed-text";
import { wrapText } from "../../lib/pdf/text";
import type { Signer } from "./certificate-page";
import { letterDate } from "./engagement-letter-text";
import type { PdfField } from "./pdf-checks";
import { type SignedPdf, signPdf } from "./signed-pdf";
import type { SigningKey } from "./signing-key";
import type { SignatureMark } from "./stamp-marks";

const margin = 56;
const width = letterPageSize.width - 2 * margin;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.35, 0.35, 0.4);
const size = 10;
const lineHeight = size * 1.45;
/** The signature block under the text: a label, the signature field and the date field. */
const signatureHeight = 54;
// Its label, the field, the gap, the date's label and the date field, in points.
const blockHeight = 16 + signatureHeight + 6 + 13 + 18;

/** A short line without a sentence's ending reads as a section's heading ("Fees"), set in bold. */
const isHeading = (line: string) =>
  line.trim().length <= 40 && !line.includes(":") && !/[.,;!?)]$/.test(line.trim());

/** Lays the letter out page after page; answers where the signature and the date go. */
async function letterDocument(input: {
  body: string;
  version: number;
  professional: string;
  taxpayer: string;
  signerName: string;
}): Promise<{ doc: PDFDocument; signatureField: PdfField; dateField: PdfField }> {
  const doc = await PDFDocument.create();
  const fonts: TextFonts = await embedTextFonts(doc);
  let page: PDFPage = doc.addPage([letterPageSize.width, letterPageSize.height]);
  let y = letterPageSize.height - margin;
  const room = (height: number) => {
    if (y - height >= margin) return;
    page = doc.addPage([letterPageSize.width, letterPageSize.height]);
    y = letterPageSize.height - margin;
  };
  const write = (text: string, options: { size?: number; bold?: boolean; muted?: boolean } = {}) => {
    const textSize = options.size ?? size;
    for (const line of wrapText(fonts.clean(text), width, textSize, options.bold ?? false, fonts.measure)) {
      room(textSize * 1.45);
      page.drawText(line, {
        x: margin,
        y: y - textSize,
        size: textSize,
        font: fonts.fontOf(options.bold ?? false),
        color: options.muted ? muted : ink,
      });
      y -= textSize * 1.45;
    }
  };

  write(t("engagementLetters.pdfTitle"), { size: 18, bold: true });
  y -= 4;
  write(t("engagementLetters.pdfParties", { professional: input.professional, taxpayer: input.taxpayer }), {
    muted: true,
  });
  write(t("engagementLetters.pdfVersion", { version: input.version }), { muted: true });
  y -= 14;
  // Each line of the letter is a paragraph; an empty line is the space between two.
  for (const paragraph of input.body.split(/\r?\n/)) {
    if (paragraph.trim() === "") y -= lineHeight / 2;
    else write(paragraph, { bold: isHeading(paragraph) });
  }

  // The block stays together under the text, on a new page when it does not fit.
  y -= 12;
  room(blockHeight);
  write(t("engagementLetters.pdfSignatureLabel", { name: input.signerName }), { bold: true });
  const signatureField: PdfField = {
    page: doc.getPageCount() - 1,
    x: margin,
    y: y - signatureHeight,
    width: 240,
    height: signatureHeight,
  };
  page.drawLine({
    start: { x: margin, y: signatureField.y },
    end: { x: margin + 240, y: signatureField.y },
    thickness: 0.75,
    color: muted,
  });
  y = signatureField.y - 6;
  write(t("engagementLetters.pdfDateLabel"), { size: 8.5, muted: true });
  const dateField: PdfField = { page: signatureField.page, x: margin, y: y - 16, width: 160, height: 14 };
  return { doc, signatureField, dateField };
}

/**
 * The signed letter: the words as read, the client's signature under them with the date, the
 * certificate page, and Taxlane's seal over all of it.
 */
export async function signedLetterPdf(input: {
  body: string;
  version: number;
  professional: string;
  taxpayer: string;
  signerName: string;
  signature: SignatureInput;
  signer: Signer;
  key: SigningKey;
  clock: Clock;
}): Promise<SignedPdf> {
  const { doc, signatureField, dateField } = await letterDocument(input);
  const original = await doc.save();
  const marks: SignatureMark[] = [
    input.signature.kind === "typed"
      ? { kind: "signature", typed: input.signature.text, ...signatureField }
      : { kind: "signature", drawing: Buffer.from(input.signature.png, "base64"), ...signatureField },
    { kind: "date", text: letterDate(input.signer.signedAt), ...dateField },
  ];
  return signPdf({
    original,
    title: t("engagementLetters.certificateTitle", { version: input.version }),
    marks,
    signers: [input.signer],
    key: input.key,
    clock: input.clock,
  });
}
