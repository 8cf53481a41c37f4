import sharp from "sharp";

/** Pictures made on the spot for the OCR tests: a page with lines of text, and a scan saved as PDF. */

export interface TextLine {
  text: string;
  /** Where the line starts, in px from the left and (its baseline) from the top. */
  x: number;
  y: number;
}

/** A white page of `width` × `height` px with the lines in black, 40 px type, as a PNG. */
export async function pageWithText(lines: TextLine[], width: number, height: number): Promise<Buffer> {
  const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const texts = lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="40">${escapeXml(line.text)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A one-page PDF that is only a JPEG (as a scanner saves one): no text of its own. The page is
 * `width` × `height` points with the picture over all of it.
 */
export function scannedPdf(
  jpeg: Buffer,
  pixelWidth: number,
  pixelHeight: number,
  width: number,
  height: number,
): Buffer {
  const content = `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q`;
  const objects: (string | Buffer)[][] = [
    ["<< /Type /Catalog /Pages 2 0 R >>"],
    ["<< /Type /Pages /Kids [3 0 R] /Count 1 >>"],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Scan 4 0 R >> >> /Contents 5 0 R >>`,
    ],
    [
      `<< /Type /XObject /Subtype /Image /Width ${pixelWidth} /Height ${pixelHeight} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      "\nendstream",
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (part: string | Buffer) => {
    const buffer = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    parts.push(buffer);
    length += buffer.length;
  };
  objects.forEach((pieces, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    for (const piece of pieces) push(piece);
    push("\nendobj\n");
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
