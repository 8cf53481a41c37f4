import { isConvex, type Point, type Quad, quadArea } from "./scan-geometry";

/** RGBA pixels, row by row, as a canvas's `ImageData` holds them. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The detector works on a copy of about this many pixels on its longer side: enough for edges, fast. */
export const DETECT_SIDE = 320;

/** A page smaller than this share of the frame is more likely a mark on the table than the page. */
const MIN_PAGE_SHARE = 0.15;
/** How much of the quad the found region must fill: a page is solid, a cluttered desk is not. */
const MIN_FILL = 0.85;
/** Edges weaker than this (Sobel magnitude on 0–255 gray) are noise whatever the picture. */
const MIN_EDGE = 40;

function grayscale({ width, height, data }: Pixels): Float32Array {
  const gray = new Float32Array(width * height);
  for (let i = 0; i < gray.length; i++) {
    gray[i] = 0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0);
  }
  return gray;
}

/** A 3×3 box blur, twice (close to a small Gaussian): paper texture and print stop making edges. */
function blur(gray: Float32Array, width: number, height: number): Float32Array {
  let source = gray;
  for (let pass = 0; pass < 2; pass++) {
    const out = new Float32Array(source.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        let count = 0;
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= height) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            if (xx < 0 || xx >= width) continue;
            sum += source[yy * width + xx] ?? 0;
            count++;
          }
        }
        out[y * width + x] = sum / count;
      }
    }
    source = out;
  }
  return source;
}

/** Sobel gradient magnitude; the one-pixel border is left at zero. */
function sobel(gray: Float32Array, width: number, height: number): Float32Array {
  const magnitude = new Float32Array(gray.length);
  const at = (x: number, y: number) => gray[y * width + x] ?? 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      magnitude[y * width + x] = Math.hypot(gx, gy);
    }
  }
  return magnitude;
}

/** Strong edges, thickened by one pixel so a small gap in the page's outline still closes it. */
function edgeMask(magnitude: Float32Array, width: number, height: number): Uint8Array {
  const sorted = Float32Array.from(magnitude).sort();
  const strong = sorted[Math.floor(sorted.length * 0.98)] ?? 0;
  const threshold = Math.max(MIN_EDGE, strong * 0.25);
  const mask = new Uint8Array(magnitude.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((magnitude[y * width + x] ?? 0) < threshold) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && xx < width && yy >= 0 && yy < height) mask[yy * width + xx] = 1;
        }
      }
    }
  }
  return mask;
}

/**
 * Marks with `mark` every pixel 4-connected to the seeds whose `label` is `from`, and returns them.
 * An explicit stack: a recursive fill would overflow on a large region.
 */
function fill(label: Int32Array, width: number, height: number, seeds: number[], from: number, mark: number) {
  const stack = seeds.filter((i) => label[i] === from);
  for (const i of stack) label[i] = mark;
  const region: number[] = [];
  while (stack.length > 0) {
    const i = stack.pop() as number;
    region.push(i);
    const x = i % width;
    const y = (i - x) / width;
    const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1];
    neighbours.push(y < height - 1 ? i + width : -1);
    for (const n of neighbours) {
      if (n >= 0 && label[n] === from) {
        label[n] = mark;
        stack.push(n);
      }
    }
  }
  return region;
}

const OPEN = 0;
const EDGE = 1;
const BACKGROUND = -1;

/** The largest region the background (reached from the frame's border) does not reach. */
function largestEnclosedRegion(mask: Uint8Array, width: number, height: number): number[] {
  const label = Int32Array.from(mask);
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) border.push(y * width, y * width + width - 1);
  fill(label, width, height, border, OPEN, BACKGROUND);
  // What is left, open or edge, is enclosed: the page's outline with everything inside it.
  for (let i = 0; i < label.length; i++) if (label[i] === EDGE) label[i] = OPEN;
  let largest: number[] = [];
  let next = 2;
  for (let i = 0; i < label.length; i++) {
    if (label[i] !== OPEN) continue;
    const region = fill(label, width, height, [i], OPEN, next++);
    if (region.length > largest.length) largest = region;
  }
  return largest;
}

/** The region's four corners: the points furthest along each diagonal. */
function extremeCorners(region: number[], width: number): Quad {
  let tl = { x: 0, y: 0, score: Number.POSITIVE_INFINITY };
  let br = { x: 0, y: 0, score: Number.NEGATIVE_INFINITY };
  let tr = { x: 0, y: 0, score: Number.NEGATIVE_INFINITY };
  let bl = { x: 0, y: 0, score: Number.POSITIVE_INFINITY };
  for (const i of region) {
    const x = i % width;
    const y = (i - x) / width;
    if (x + y < tl.score) tl = { x, y, score: x + y };
    if (x + y > br.score) br = { x, y, score: x + y };
    if (x - y > tr.score) tr = { x, y, score: x - y };
    if (x - y < bl.score) bl = { x, y, score: x - y };
  }
  const point = ({ x, y }: Point): Point => ({ x, y });
  // Pixel centres: the far corners sit one pixel further than the index says.
  return [point(tl), { x: tr.x + 1, y: tr.y }, { x: br.x + 1, y: br.y + 1 }, { x: bl.x, y: bl.y + 1 }];
}

/**
 * Finds a page in the picture: gray, blurred, Sobel edges; the largest region enclosed by edges; its
 * corners along the diagonals. The answer is in the picture's pixels, or null when no convincing page
 * is there (too small, not convex, or not a solid quadrilateral); the caller then uses the whole frame.
 */
export function detectPage(pixels: Pixels): Quad | null {
  const { width, height } = pixels;
  if (width < 8 || height < 8) return null;
  const gray = blur(grayscale(pixels), width, height);
  const mask = edgeMask(sobel(gray, width, height), width, height);
  const region = largestEnclosedRegion(mask, width, height);
  if (region.length < width * height * MIN_PAGE_SHARE) return null;
  const quad = extremeCorners(region, width);
  const area = quadArea(quad);
  if (!isConvex(quad) || area < width * height * MIN_PAGE_SHARE) return null;
  if (region.length < area * MIN_FILL) return null;
  return quad;
}
