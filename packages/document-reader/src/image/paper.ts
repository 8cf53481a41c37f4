import type { GrayImage } from "./skew";

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The gray level that best splits the image's pixels into two groups (Otsu's method). */
export function splittingLevel(pixels: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of pixels) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = pixels.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * (histogram[level] ?? 0);
  let darkCount = 0;
  let darkSum = 0;
  let best = 128;
  let bestSpread = -1;
  for (let level = 0; level < 256; level++) {
    darkCount += histogram[level] ?? 0;
    darkSum += level * (histogram[level] ?? 0);
    const lightCount = total - darkCount;
    if (darkCount === 0 || lightCount === 0) continue;
    const gap = darkSum / darkCount - (sumAll - darkSum) / lightCount;
    const spread = darkCount * lightCount * gap * gap;
    if (spread > bestSpread) {
      bestSpread = spread;
      best = level;
    }
  }
  return best;
}

/**
 * The longest run of indexes whose share of light pixels is at least `share`, across short dark gaps
 * (a form's ruled lines, a heading in bold) of up to 3% of the length.
 */
function longestLightRun(lightShares: Float64Array, share: number): { from: number; to: number } {
  const isLight = Array.from(lightShares, (value) => value >= share);
  const longestGap = Math.ceil(lightShares.length * 0.03);
  let gapStart = -1;
  for (let i = 0; i <= isLight.length; i++) {
    if (i < isLight.length && !isLight[i]) {
      if (gapStart < 0) gapStart = i;
      continue;
    }
    // A short gap between light rows is paper too; a gap at either end is the background.
    if (gapStart > 0 && i < isLight.length && i - gapStart <= longestGap) isLight.fill(true, gapStart, i);
    gapStart = -1;
  }
  let best = { from: 0, to: lightShares.length - 1 };
  let bestLength = 0;
  let start = -1;
  for (let i = 0; i <= lightShares.length; i++) {
    const light = i < lightShares.length && isLight[i] === true;
    if (light && start < 0) start = i;
    if (!light && start >= 0) {
      if (i - start > bestLength) {
        bestLength = i - start;
        best = { from: start, to: i - 1 };
      }
      start = -1;
    }
  }
  return best;
}

/**
 * The paper in a photo that shows the table around it: the rows and columns where the light (paper)
 * pixels are the majority. Null when the paper fills the picture already (a scan) or nothing clear is
 * found, so the picture is used whole.
 */
export function findPaper(image: GrayImage): Region | null {
  const { pixels, width, height } = image;
  const level = splittingLevel(pixels);
  const rowShares = new Float64Array(height);
  const columnShares = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((pixels[y * width + x] ?? 0) > level) {
        rowShares[y] = (rowShares[y] ?? 0) + 1 / width;
        columnShares[x] = (columnShares[x] ?? 0) + 1 / height;
      }
    }
  }
  const rows = longestLightRun(rowShares, 0.5);
  const columns = longestLightRun(columnShares, 0.5);
  const region = {
    left: columns.from,
    top: rows.from,
    width: columns.to - columns.from + 1,
    height: rows.to - rows.from + 1,
  };
  const share = (region.width * region.height) / (width * height);
  // Less than 4% cut: a scan's margin, nothing to gain. Under a third left: probably not the paper.
  if (share > 0.96 || share < 0.33) return null;
  return region;
}

/** The box around the page's ink (pixels darker than mid-gray, two or more to a row or column); null when blank. */
export function findInk(image: GrayImage): Region | null {
  const { pixels, width, height } = image;
  const rowInk = new Uint32Array(height);
  const columnInk = new Uint32Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((pixels[y * width + x] ?? 255) < 128) {
        rowInk[y] = (rowInk[y] ?? 0) + 1;
        columnInk[x] = (columnInk[x] ?? 0) + 1;
      }
    }
  }
  const first = (counts: Uint32Array) => counts.findIndex((count) => count >= 2);
  const last = (counts: Uint32Array) => counts.findLastIndex((count) => count >= 2);
  const top = first(rowInk);
  const left = first(columnInk);
  if (top < 0 || left < 0) return null;
  return { left, top, width: last(columnInk) - left + 1, height: last(rowInk) - top + 1 };
}
