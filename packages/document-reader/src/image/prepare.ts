import sharp from "sharp";
import type { PagePlacement } from "../page";
import { decodeHeif, isHeif } from "./heif";
import { findInk, findPaper, type Region } from "./paper";
import { ImageRefused, type RgbaPixels } from "./refusal";
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

export type PrepareStep = "crop" | "flatten" | "deskew" | "trim";

export interface PreparedImage {
  /** An 8-bit grayscale PNG of the part of the page that has ink on it. */
  png: Buffer;
  /** Where the PNG sits on the prepared page, in its pixels. */
  region: Region;
  pageWidth: number;
  pageHeight: number;
  /** The angle the page was turned back by, in degrees. */
  skewDegrees: number;
  /** The whole prepared page at half its size (about 150 dpi), where drawn marks are looked for. */
  picture: GrayImage;
  /** Where the prepared page sits on the picture as uploaded. */
  placement: PagePlacement;
}

export { ImageRefused, type RgbaPixels } from "./refusal";

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

/** A copy about 1,000 px on the long side, for measuring where the paper, the ink and the lines are. */
function measuringCopy(image: GrayImage): Promise<GrayImage> {
  return grayPixels(
    fromGray(image).resize(measureLongSide, measureLongSide, { fit: "inside", withoutEnlargement: true }),
  );
}

/** A region found on the measuring copy `small`, on the full image, widened by `margin` px and kept within it. */
function scaleRegion(region: Region, small: GrayImage, image: GrayImage, margin = 0): Region {
  const scale = image.width / small.width;
  const left = Math.max(0, Math.floor(region.left * scale) - margin);
  const top = Math.max(0, Math.floor(region.top * scale) - margin);
  return {
    left,
    top,
    width: Math.min(image.width - left, Math.ceil(region.width * scale) + 2 * margin),
    height: Math.min(image.height - top, Math.ceil(region.height * scale) + 2 * margin),
  };
}

/** Turns the page back by its slope, keeping its size (the corners turned out are cut, the ones turned in are white). */
async function turnBack(image: GrayImage, skewDegrees: number): Promise<GrayImage> {
  // sharp turns clockwise for a positive angle; a line sloping down to the right is turned anticlockwise.
  const turned = await grayPixels(fromGray(image).rotate(-skewDegrees, { background: "#ffffff" }));
  const left = Math.max(0, Math.floor((turned.width - image.width) / 2));
  const top = Math.max(0, Math.floor((turned.height - image.height) / 2));
  return grayPixels(
    fromGray(turned).extract({
      left,
      top,
      width: Math.min(image.width, turned.width - left),
      height: Math.min(image.height, turned.height - top),
    }),
  );
}

async function grayPixels(image: sharp.Sharp): Promise<GrayImage> {
  const { data, info } = await image
    .removeAlpha()
    .toColourspace("b-w")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  return {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
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
    fromGray(image).resize(
      Math.max(8, Math.round(image.width / 16)),
      Math.max(8, Math.round(image.height / 16)),
      {
        fit: "fill",
      },
    ),
  );
  // sharp applies one resize per pipeline: the way back up is a pipeline of its own.
  const ground = await grayPixels(
    fromGray(small).median(7).blur(2).resize(image.width, image.height, { fit: "fill", kernel: "linear" }),
  );
  const out = new Uint8Array(image.pixels.length);
  for (let i = 0; i < out.length; i++) {
    const paper = Math.max(ground.pixels[i] ?? 255, 32);
    out[i] = Math.min(255, Math.round(((image.pixels[i] ?? 255) * 255) / paper));
  }
  return { pixels: out, width: image.width, height: image.height };
}

export async function prepareImage(
  picture: Uint8Array | RgbaPixels,
  options: PrepareOptions,
): Promise<PreparedImage> {
  const steps = { crop: true, flatten: true, deskew: true, trim: true, ...options.steps };
  const input =
    picture instanceof Uint8Array && isHeif(picture)
      ? await decodeHeif(picture, options.maxInputPixels)
      : picture;
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
    open().rotate().resize(size.width, size.height, { fit: "fill" }).flatten({ background: "#ffffff" }),
  );

  let paperOnUpload: PagePlacement["paper"] = { left: 0, top: 0, width: 1, height: 1 };
  if (steps.crop) {
    const small = await measuringCopy(page);
    const paper = findPaper(small);
    if (paper) {
      const region = scaleRegion(paper, small, page);
      paperOnUpload = {
        left: region.left / page.width,
        top: region.top / page.height,
        width: region.width / page.width,
        height: region.height / page.height,
      };
      const cropSize = sizeFor(region.width, region.height);
      page = await grayPixels(fromGray(page).extract(region).resize(cropSize.width, cropSize.height));
    }
  }
  if (steps.flatten) page = await flattenLight(page);
  const skewDegrees = steps.deskew ? estimateSkew(await measuringCopy(page)) : 0;
  page = await grayPixels(fromGray(page).normalise());
  if (skewDegrees !== 0) page = await turnBack(page, skewDegrees);

  // Tesseract's time and memory grow with the pixels it is given: the blank margins (half a W-2 copy's
  // sheet) are left out, and its words are placed back on the whole page by `region`.
  const small = await measuringCopy(page);
  const ink = steps.trim ? findInk(small) : null;
  const region = ink
    ? scaleRegion(ink, small, page, Math.round(page.width * 0.02))
    : { left: 0, top: 0, width: page.width, height: page.height };
  const png = await fromGray(page)
    .extract(region)
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const halfSize = await grayPixels(
    fromGray(page).resize(Math.round(page.width / 2), Math.round(page.height / 2), { fit: "fill" }),
  );
  return {
    png,
    region,
    pageWidth: page.width,
    pageHeight: page.height,
    skewDegrees,
    picture: halfSize,
    placement: { paper: paperOnUpload, skewDegrees },
  };
}
