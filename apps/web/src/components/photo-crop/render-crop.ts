import { common } from "@taxlane/contract/i18n/local/common";
import { type CropSquare, outputSide } from "./crop-geometry";
import type { CroppedPhotoType } from "./photo-file";

/** Opens an image file in the browser; rejects when its bytes are not an image the browser can show. */
export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = "async";
  image.src = url;
  await image.decode();
  if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error(common.photoNoPixels);
  return image;
}

/**
 * Draws the chosen square of `image` into a square canvas and returns it as a file. A JPEG gets a
 * white background, so transparent parts of a PNG do not turn black.
 */
export async function renderSquarePhoto(
  image: HTMLImageElement,
  square: CropSquare,
  type: CroppedPhotoType,
  name: string,
  maxSide?: number,
): Promise<File> {
  const side = outputSide(square, maxSide);
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (context === null) throw new Error(common.photoCannotDraw);
  if (type === "image/jpeg") {
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, side, side);
  }
  context.imageSmoothingQuality = "high";
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, side, side);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (blob === null) throw new Error(common.photoCannotSave);
  return new File([blob], name, { type });
}
