// Documents for the bundle tests and the bench, made on the fly so no binary files are checked in.
import { deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import sharp from "sharp";

export async function makePdf(pageCount: number, label: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pageCount; index += 1) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${label}, page ${index + 1} of ${pageCount}`, { x: 72, y: 700, size: 20, font });
  }
  return Buffer.from(await doc.save());
}

export async function makeEncryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText("Locked statement", { x: 72, y: 700, size: 20 });
  doc.encrypt({ userPassword: "user-secret", ownerPassword: "owner-secret" });
  return Buffer.from(await doc.save());
}

/**
 * A one-page PDF whose object stream holds `inflatedBytes` (mostly zeros), compressed to about a
 * thousandth of that: opening it makes the PDF library decode all of it in memory. Written by hand,
 * since the library rebuilds object streams of its own when it saves.
 */
export function makeInflatingPdf(inflatedBytes: number): Buffer {
  const packed = Buffer.concat([Buffer.from("5 0 null "), Buffer.alloc(inflatedBytes)]);
  const compressed = deflateSync(packed);
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  const add = (...chunks: (string | Buffer)[]) => {
    offsets.push(Buffer.concat(parts).length);
    parts.push(...chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk)));
  };
  add("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n");
  add("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n");
  add("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n");
  add(
    `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
    compressed,
    "\nendstream\nendobj\n",
  );
  const xrefAt = Buffer.concat(parts).length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${entries}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}

/** A PDF cut off part way, as an interrupted upload leaves it. */
export async function makeTruncatedPdf(): Promise<Buffer> {
  const whole = await makePdf(2, "Cut-off upload");
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/**
 * A photo stored sideways (400 x 200, red on the left, blue on the right) with EXIF orientation 6,
 * as a phone held upright saves it: shown upright it is 200 x 400, red on top, blue below.
 */
export async function makeSidewaysJpeg(width = 400, height = 200): Promise<Buffer> {
  const blue = await sharp({
    create: { width: width / 2, height, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: blue, left: width / 2, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function makeJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A half-transparent PNG, which the bundle puts on white. */
export async function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 160, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A camera-like photo: noisy, so it compresses like a real one; orientation 6 stores it sideways. */
export async function makePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A screenshot-like PNG: flat colours and lines of text. */
export async function makeScreenshot(width: number, height: number, label: string): Promise<Buffer> {
  const lines = Array.from(
    { length: Math.floor(height / 40) },
    (_, index) =>
      `<text x="40" y="${60 + index * 40}" font-size="22" fill="#222">${label} line ${index + 1}: 1,234.56 USD</text>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f6fa"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A scanned statement: each page a full-page photo-like JPEG (taken in turn from `scans`) with text over it. */
export async function makeScannedPdf(pageCount: number, label: string, scans: Buffer[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pageCount; index += 1) {
    const image = await doc.embedJpg(scans[index % scans.length] ?? Buffer.alloc(0));
    const page = doc.addPage([612, 792]);
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    page.drawText(`${label}, page ${index + 1}`, { x: 72, y: 740, size: 18, font });
  }
  return Buffer.from(await doc.save());
}
