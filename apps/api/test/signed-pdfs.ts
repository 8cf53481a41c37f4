import { deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";

/** A plain document of `pages` Letter pages, each with a heading and a paragraph of text. */
export async function generatedPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Engagement letter, page ${index + 1} of ${pages}`, { x: 72, y: 720, size: 16, font });
    for (let line = 0; line < 30; line += 1)
      page.drawText(`Line ${line + 1}: the terms a taxpayer and their professional agree on.`, {
        x: 72,
        y: 680 - line * 18,
        size: 10,
        font,
      });
  }
  return doc.save();
}

/** The same kind of document sealed with a user password. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await generatedPdf(1));
  doc.encrypt({ userPassword: "secret", ownerPassword: "owner-secret" });
  return doc.save();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A drawn signature as the web's pad sends it: a dark wavy stroke on a transparent 300×100 PNG. */
export function drawnSignaturePng(width = 300, height = 100): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x += 1) {
      const curve = height / 2 + Math.sin(x / 18) * (height / 3) * Math.cos(x / 70);
      if (Math.abs(y - curve) < 2.5) row.set([20, 30, 90, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
