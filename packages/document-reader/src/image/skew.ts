/** A grayscale image as one byte per pixel, row by row. */
export interface GrayImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** Pixels darker than this (0–255, after the light is evened out) count as ink. */
const inkBelow = 128;

/**
 * The angle, in degrees, by which the page's lines of text slope down to the right (positive: the right
 * end of a line sits lower). Found as the angle at which the ink's row profile is sharpest: when the
 * lines are level, ink gathers in a few rows and the sum of squared row counts peaks. Meant for a small
 * copy (about 1,000 px on the long side), where it takes a few tens of milliseconds.
 */
export function estimateSkew(image: GrayImage, maxDegrees = 5): number {
  const { pixels, width, height } = image;
  const inkX: number[] = [];
  const inkY: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if ((pixels[row + x] ?? 255) < inkBelow) {
        inkX.push(x - width / 2);
        inkY.push(y);
      }
    }
  }
  if (inkX.length < 50) return 0;
  const rows = new Float64Array(height * 2 + 4);
  const sharpness = (degrees: number): number => {
    const radians = (degrees * Math.PI) / 180;
    const slope = Math.tan(radians);
    rows.fill(0);
    for (let i = 0; i < inkX.length; i++) {
      // The row a pixel falls in once the page is turned back by `degrees` (small angles: a shear).
      const row = Math.round((inkY[i] ?? 0) - (inkX[i] ?? 0) * slope) + height / 2;
      if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1;
    }
    let sum = 0;
    for (const count of rows) sum += count * count;
    return sum;
  };
  const bestOf = (from: number, to: number, step: number): number => {
    let best = 0;
    let bestScore = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = sharpness(degrees);
      if (score > bestScore) {
        bestScore = score;
        best = degrees;
      }
    }
    return best;
  };
  const coarse = bestOf(-maxDegrees, maxDegrees, 0.5);
  // `+ 0` turns a -0 into 0.
  return Math.round(bestOf(coarse - 0.5, coarse + 0.5, 0.1) * 10) / 10 + 0;
}
