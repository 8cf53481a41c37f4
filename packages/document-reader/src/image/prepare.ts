import sharp from "sharp";
import { findPaper } from "./paper";
import { estimateSkew, type GrayImage } from "./skew";

/**
 * Turns a scan or a photo of a page into what tesseract reads best: upright, the page alone, level,
 * dark text on an evenly white ground, at about 300 dpi for a letter page.
 */

export interface PrepareOptions {
  /** Pictures with more pixels than this are refused before they are decoded. */
  maxInputPixels: number;
  /** Each step can be turned off, to measure what it is worth. */
  steps?: Partial<Record<PrepareStep, boolean>>;
}

export type PrepareStep = "crop" | "flatten" | "deskew";

export interface PreparedImage {
  /** An 8-bit grayscale PNG. */
  png: Buffer;
  width: number;
  height: number;
  /** The angle the page was turned back by, in degrees. */
  skewDegrees: number;
}

export class ImageRefused extends Error {
  constructor(
    readonly reason: "too-large" | "not-an-image",
    message: string,
  ) {
    super(message);
    this.name = "ImageRefused";
  }
}

/** A letter page at 300 dpi is 3,300 px long: text there is as tall as tesseract reads best. */
const targetLongSide = 3300;
/** Pictures within these bounds are left at their size; others are scaled to the target. */
const longSideRange = { min: 2400, max: 3400 };
/** The copy the page's edges and slope are measured on. */
const measureLongSide = 1000;

function sizeFor(width: number, height: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide >= longSideRange.min && longSide <= longSideRange.max) return { width, height };
  const scale = targetLongSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function grayPixels(image: sharp.Sharp): Promise<GrayImage> {
  const { data, info } = await image
    .removeAlpha()
    .toColourspace("b-w")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function fromGray(image: GrayImage): sharp.Sharp {
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 1 } });
}

/**
 * Evens out the light: each pixel is divided by the paper's brightness around it, estimated on a copy
 * 1/16 the size (where text is a faint smudge), with a median that drops what is left of lines and bold
 * print, then blurred. A shadow or a lamp's falloff across a photo becomes an even white ground; the
 * text keeps its contrast.
 */
async function flattenLight(image: GrayImage): Promise<GrayImage> {
  const small = await grayPixels(
    fromGray(image).resize(Math.max(8, Math.round(image.width / 16)), Math.max(8, Math.round(image.height / 16)), {
      fit: "fill",
    }),
  );
  // sharp applies one resize per pipeline: the way back up is a pipeline of its own.
  const ground = await grayPixels(
    fromGray(small)
      .median(7)
      .blur(2)
      .resize(image.width, image.height, { fit: "fill", kernel: "linear" }),
  );
  const out = new Uint8Array(image.pixels.length);
  for (let i = 0; i < out.length; i++) {
    const paper = Math.max(ground.pixels[i] ?? 255, 32);
    out[i] = Math.min(255, Math.round(((image.pixels[i] ?? 255) * 255) / paper));
  }
  return { pixels: out, width: image.width, height: image.height };
}

/** Pixels already decoded, e.g. a PDF page drawn by pdf.js. */
export interface RgbaPixels {
  rgba: Uint8Array;
  width: number;
  height: number;
}

export async function prepareImage(input: Uint8Array | RgbaPixels, options: PrepareOptions): Promise<PreparedImage> {
  const steps = { crop: true, flatten: true, deskew: true, ...options.steps };
  const open = () =>
    input instanceof Uint8Array
      ? sharp(input, { limitInputPixels: options.maxInputPixels, failOn: "none" })
      : sharp(input.rgba, { raw: { width: input.width, height: input.height, channels: 4 } });
  let metadata: sharp.Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new ImageRefused("too-large", message);
    throw new ImageRefused("not-an-image", message);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw new ImageRefused("not-an-image", "the picture has no size");
  if (pixels > options.maxInputPixels) throw new ImageRefused("too-large", `${pixels} pixels`);
  // EXIF orientations 5–8 swap the sides.
  const turned = (metadata.orientation ?? 1) >= 5;
  const upright = turned
    ? { width: metadata.height ?? 0, height: metadata.width ?? 0 }
    : { width: metadata.width ?? 0, height: metadata.height ?? 0 };
  const size = sizeFor(upright.width, upright.height);
  // One decode, scaled while it is read (JPEG shrink-on-load), so a huge photo never sits whole in memory.
  let page = await grayPixels(
    open()
      .rotate()
      .resize(size.width, size.height, { fit: "fill" })
      .flatten({ background: "#ffffff" }),
  );

  if (steps.crop) {
    const small = await grayPixels(fromGray(page).resize(measureLongSide, measureLongSide, { fit: "inside" }));
    const paper = findPaper(small);
    if (paper) {
      const scale = page.width / small.width;
      const left = Math.floor(paper.left * scale);
      const top = Math.floor(paper.top * scale);
      const region = {
        left,
        top,
        width: Math.min(page.width - left, Math.ceil(paper.width * scale)),
        height: Math.min(page.height - top, Math.ceil(paper.height * scale)),
      };
      const cropSize = sizeFor(region.width, region.height);
      page = await grayPixels(fromGray(page).extract(region).resize(cropSize.width, cropSize.height));
    }
  }
  if (steps.flatten) page = await flattenLight(page);

  let skewDegrees = 0;
  if (steps.deskew) {
    const small = await grayPixels(fromGray(page).resize(measureLongSide, measureLongSide, { fit: "inside" }));
    skewDegrees = estimateSkew(small);
  }
  let output = fromGray(page).normalise();
  if (skewDegrees !== 0) {
    // sharp turns clockwise for a positive angle; a line sloping down to the right is turned back
    // anticlockwise. The turn is a pipeline of its own: within one, sharp turns before it normalises.
    output = fromGray(await grayPixels(output)).rotate(-skewDegrees, { background: "#ffffff" });
  }
  const { data, info } = await output.png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, skewDegrees };
}
