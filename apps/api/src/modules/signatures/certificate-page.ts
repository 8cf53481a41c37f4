import { type PDFDocument, type PDFPage, rgb, StandardFonts } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { embedTextFonts, letterPageSize, type TextFonts } from "../../lib/pdf/placed-text";
import { wrapText } from "../../lib/pdf/text";

/** One person who signed, as the certificate page shows them. */
export interface Signer {
  name: string;
  email: string;
  /** How their identity was checked (e.g. "E-mail code") and what came of it (e.g. "passed"). */
  identity: { method: string; result: string };
  signedAt: Date;
  ip: string;
}

export interface CertificateFacts {
  title: string;
  originalSha256: string;
  /** The original's page count, so pages added or removed later are plain to see. */
  originalPages: number;
  /** When the file was sealed. */
  sealedAt: Date;
  signers: readonly Signer[];
  /** The signing certificate's name, quoted in the note about the digital signature. */
  sealName: string;
}

const margin = 56;
const width = letterPageSize.width - 2 * margin;
const near = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.35, 0.35, 0.4);
const rule = rgb(0.8, 0.8, 0.84);

/** "2026-12-02 07:54:38", the time in UTC to the second. */
export const utcTime = (at: Date) => at.toISOString().slice(0, 19).replace("T", " ");

/** Lays text out from the top of a page down, starting a new page when the next block does not fit. */
class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: TextFonts,
    private readonly mono: Awaited<ReturnType<PDFDocument["embedFont"]>>,
  ) {
    this.page = this.newPage(t("signatures.certificateTitle"));
  }

  private newPage(heading: string): PDFPage {
    const page = this.doc.addPage([letterPageSize.width, letterPageSize.height]);
    this.page = page;
    this.y = letterPageSize.height - margin - 20;
    page.drawText(this.fonts.clean(heading), {
      x: margin,
      y: this.y,
      size: 20,
      font: this.fonts.fontOf(true),
      color: near,
    });
    this.y -= 14;
    page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: margin + width, y: this.y },
      thickness: 0.75,
      color: rule,
    });
    this.y -= 22;
    return page;
  }

  /** Keeps `height` points together on one page. */
  room(height: number): void {
    if (this.y - height < margin) this.newPage(t("signatures.certificateContinued"));
  }

  text(text: string, options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 10;
    const bold = options.bold ?? false;
    const lines = wrapText(this.fonts.clean(text), width, size, bold, this.fonts.measure);
    this.room(lines.length * size * 1.4);
    for (const line of lines) {
      this.page.drawText(line, {
        x: margin,
        y: this.y,
        size,
        font: this.fonts.fontOf(bold),
        color: options.muted ? muted : near,
      });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 0;
  }

  /** A hash in a fixed-width face, so each character can be compared with another copy's. */
  code(text: string, size = 9.5): void {
    this.room(size * 1.4);
    this.page.drawText(text, { x: margin, y: this.y, size, font: this.mono, color: near });
    this.y -= size * 1.4 + 10;
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/** Appends the certificate page (more than one when the signers do not fit) to the document. */
export async function addCertificatePage(doc: PDFDocument, facts: CertificateFacts): Promise<void> {
  const fonts = await embedTextFonts(doc);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const writer = new Writer(doc, fonts, mono);
  writer.text(t("signatures.certificateDocument", { title: facts.title }), { size: 12, bold: true, gap: 8 });
  writer.text(t("signatures.certificateOriginalHash"), { muted: true });
  writer.code(facts.originalSha256);
  writer.text(t("signatures.certificateOriginalPages", { pages: facts.originalPages }));
  writer.text(t("signatures.certificateSealedAt", { time: utcTime(facts.sealedAt) }), { gap: 10 });
  writer.text(t("signatures.certificateSigners"), { size: 13, bold: true, gap: 4 });
  for (const signer of facts.signers) {
    // A signer's block stays on one page.
    writer.room(6 * 15);
    writer.text(signer.name, { size: 11, bold: true });
    writer.text(t("signatures.certificateSignerEmail", { email: signer.email }));
    writer.text(t("signatures.certificateSignerIdentity", signer.identity));
    writer.text(t("signatures.certificateSignerTime", { time: utcTime(signer.signedAt) }));
    writer.text(t("signatures.certificateSignerIp", { ip: signer.ip }), { gap: 12 });
  }
  writer.gap(6);
  writer.text(t("signatures.certificateSealNote", { seal: facts.sealName }), { muted: true });
}
