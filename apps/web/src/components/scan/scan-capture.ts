import { t } from "@taxlane/contract/i18n";
import { DETECT_SIDE, detectPage, type Pixels } from "./page-edges";
import { type Quad, scaleQuad, straightenedSize, wholeFrame } from "./scan-geometry";
import { pagePixelSize } from "./scan-pdf";
import { straighten } from "./straighten";

/** A picture as taken is kept at most this large on its longer side: plenty for 150 dpi on Letter. */
const MAX_SOURCE_SIDE = 2400;
const SOURCE_QUALITY = 0.9;
const PAGE_QUALITY = 0.82;

/** One page of a scan: the picture as taken, where the page is in it, and the straightened page. */
export interface ScanPage {
  id: string;
  /** The picture as taken (a JPEG), kept so the corners can be adjusted later. */
  source: Blob;
  width: number;
  height: number;
  /** The page's corners in the picture's pixels. */
  quad: Quad;
  /** Whether the corners were found in the picture (rather than the whole picture taken). */
  found: boolean;
  /** The straightened page, a JPEG sized for Letter. */
  jpeg: Blob;
  /** An object URL of `jpeg`, for its thumbnail; released with `releasePage`. */
  url: string;
}

let nextId = 0;

function canvasOf(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (context === null) throw new Error(t("scan.takeFailed"));
  return { canvas, context };
}

/** Draws a picture into a canvas no larger than `maxSide`, its shape kept. */
function drawScaled(picture: CanvasImageSource, width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const drawn = canvasOf(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  drawn.context.imageSmoothingQuality = "high";
  drawn.context.drawImage(picture, 0, 0, drawn.canvas.width, drawn.canvas.height);
  return drawn;
}

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error(t("scan.takeFailed"))) : resolve(blob)),
      "image/jpeg",
      quality,
    ),
  );
}

/** The page's corners in a picture, found on a small copy of it, or the whole picture. */
function findCorners(canvas: HTMLCanvasElement): { quad: Quad; found: boolean } {
  const small = drawScaled(canvas, canvas.width, canvas.height, DETECT_SIDE);
  const quad = detectPage(small.context.getImageData(0, 0, small.canvas.width, small.canvas.height));
  if (quad === null) return { quad: wholeFrame(canvas.width, canvas.height), found: false };
  return { quad: scaleQuad(quad, canvas.width / small.canvas.width), found: true };
}

/** The page inside `quad`, straightened and sized for Letter, as a JPEG. */
async function straightenedJpeg(source: Pixels, quad: Quad): Promise<Blob> {
  const natural = straightenedSize(quad);
  const size = pagePixelSize(natural.width, natural.height);
  const page = straighten(source, quad, size.width, size.height);
  const out = canvasOf(size.width, size.height);
  out.context.putImageData(
    new ImageData(page.data as Uint8ClampedArray<ArrayBuffer>, size.width, size.height),
    0,
    0,
  );
  return jpegOf(out.canvas, PAGE_QUALITY);
}

async function pageFromCanvas(canvas: HTMLCanvasElement, corners?: Quad): Promise<ScanPage> {
  const { quad, found } = corners === undefined ? findCorners(canvas) : { quad: corners, found: true };
  const pixels = canvas
    .getContext("2d", { willReadFrequently: true })
    ?.getImageData(0, 0, canvas.width, canvas.height);
  if (pixels === undefined) throw new Error(t("scan.takeFailed"));
  const [source, jpeg] = await Promise.all([jpegOf(canvas, SOURCE_QUALITY), straightenedJpeg(pixels, quad)]);
  nextId += 1;
  return {
    id: `page-${nextId}`,
    source,
    width: canvas.width,
    height: canvas.height,
    quad,
    found,
    jpeg,
    url: URL.createObjectURL(jpeg),
  };
}

/** A page from the camera's current frame, at whatever resolution the camera gives. */
export function pageFromVideo(video: HTMLVideoElement): Promise<ScanPage> {
  if (video.videoWidth === 0 || video.videoHeight === 0)
    return Promise.reject(new Error(t("scan.takeFailed")));
  const { canvas } = drawScaled(video, video.videoWidth, video.videoHeight, MAX_SOURCE_SIDE);
  return pageFromCanvas(canvas);
}

/** A page from a photo file (turned upright as its EXIF says); rejects when it is not a picture. */
export async function pageFromFile(file: Blob, corners?: Quad): Promise<ScanPage> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { canvas } = drawScaled(bitmap, bitmap.width, bitmap.height, MAX_SOURCE_SIDE);
    return await pageFromCanvas(canvas, corners);
  } finally {
    bitmap.close();
  }
}

/** The same picture with the page at the corners the person placed; the old page is released. */
export async function pageWithCorners(page: ScanPage, quad: Quad): Promise<ScanPage> {
  const next = await pageFromFile(page.source, quad);
  releasePage(page);
  // The same page, so it keeps its place and its buttons keep the focus.
  return { ...next, id: page.id };
}

/** Frees the page's thumbnail URL once it is no longer shown. */
export function releasePage(page: ScanPage): void {
  URL.revokeObjectURL(page.url);
}

/** The straightened pages' JPEG bytes, in order, for the PDF. */
export function pageBytes(pages: readonly ScanPage[]): Promise<Uint8Array[]> {
  return Promise.all(pages.map(async (page) => new Uint8Array(await page.jpeg.arrayBuffer())));
}
