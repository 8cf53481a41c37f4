import { t } from "@taxlane/contract/i18n";
import type { Pixels } from "./page-edges";
import { homography, type Quad, wholeFrame } from "./scan-geometry";

/**
 * The part of `source` inside `quad`, straightened into a `width` × `height` rectangle: every output
 * pixel is looked up through the homography from the rectangle to the quad, and read bilinearly.
 * Throws when the quad is degenerate (three corners on a line), which the corner editor prevents.
 */
export function straighten(source: Pixels, quad: Quad, width: number, height: number): Pixels {
  const h = homography(wholeFrame(width, height), quad);
  if (h === null) throw new Error(t("scan.badCorners"));
  const out = new Uint8ClampedArray(width * height * 4);
  const { data, width: sw, height: sh } = source;
  const maxX = sw - 1;
  const maxY = sh - 1;
  for (let y = 0; y < height; y++) {
    // Pixel centres, so a whole-frame quad reproduces the source.
    const cy = y + 0.5;
    for (let x = 0; x < width; x++) {
      const cx = x + 0.5;
      const w = h[6] * cx + h[7] * cy + 1;
      const sx = Math.min(maxX, Math.max(0, (h[0] * cx + h[1] * cy + h[2]) / w - 0.5));
      const sy = Math.min(maxY, Math.max(0, (h[3] * cx + h[4] * cy + h[5]) / w - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(maxX, x0 + 1);
      const y1 = Math.min(maxY, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const o = (y * width + x) * 4;
      const a = (y0 * sw + x0) * 4;
      const b = (y0 * sw + x1) * 4;
      const c = (y1 * sw + x0) * 4;
      const d = (y1 * sw + x1) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const top = (data[a + channel] ?? 0) * (1 - fx) + (data[b + channel] ?? 0) * fx;
        const bottom = (data[c + channel] ?? 0) * (1 - fx) + (data[d + channel] ?? 0) * fx;
        out[o + channel] = top * (1 - fy) + bottom * fy;
      }
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}
