import type sharp from "sharp";
import type { SniffedKind } from "./sniff";

export interface PreparedImage {
  format: "jpeg" | "png";
  bytes: Buffer;
  /** Pixel size as shown upright. */
  width: number;
  height: number;
}

/** Longest side kept when an image has to be re-encoded: 300 dpi across a Letter page. */
const maxSide = 3300;

export class ImageUnreadableError extends Error {}

/**
 * Turns an image into something a PDF can hold, upright. A plain upright RGB or grey JPEG goes in
 * as it is (no quality lost); anything else is decoded by sharp, turned by its EXIF orientation,
 * put on white where it is transparent, and re-encoded: JPEG for photographic sources
 * (JPEG, WebP, HEIF), PNG for the lossless ones.
 */
export async function prepareImage(bytes: Buffer, kind: SniffedKind): Promise<PreparedImage> {
  const { default: sharp } = await import("sharp");
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw new ImageUnreadableError(error instanceof Error ? error.message : String(error));
  }
  const upright = metadata.orientation === undefined || metadata.orientation === 1;
  const plainColour = metadata.space === "srgb" || metadata.space === "b-w";
  if (kind === "jpeg" && upright && plainColour && metadata.width && metadata.height) {
    return { format: "jpeg", bytes, width: metadata.width, height: metadata.height };
  }
  const photographic = kind === "jpeg" || kind === "webp" || kind === "heif";
  try {
    const pipeline = sharp(bytes)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb");
    const { data, info } = await (photographic
      ? pipeline.jpeg({ quality: 88, mozjpeg: false })
      : pipeline.png({ compressionLevel: 6 })
    ).toBuffer({ resolveWithObject: true });
    return { format: photographic ? "jpeg" : "png", bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageUnreadableError(error instanceof Error ? error.message : String(error));
  }
}
