/** A picture refused before it is prepared: too many pixels, or not a picture at all. */
export class ImageRefused extends Error {
  constructor(
    readonly reason: "too-large" | "not-an-image",
    message: string,
  ) {
    super(message);
    this.name = "ImageRefused";
  }
}

/** Pixels already decoded, e.g. a PDF page drawn by pdf.js or a HEIF photo decoded by libheif. */
export interface RgbaPixels {
  rgba: Uint8Array;
  width: number;
  height: number;
}
