// Documents for the bundle tests and the bench, made on the fly so no binary files are checked in.
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
