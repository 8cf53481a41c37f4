/** A point in pixels of some image, x to the right and y down. */
export interface Point {
  x: number;
  y: number;
}

/** A page's four corners, always in this order: top left, top right, bottom right, bottom left. */
export type Quad = readonly [Point, Point, Point, Point];

export const CORNER_NAMES = ["topLeft", "topRight", "bottomRight", "bottomLeft"] as const;
export type CornerName = (typeof CORNER_NAMES)[number];

/** A projective transform as the 3×3 matrix [a b c; d e f; g h 1], row by row. */
export type Homography = readonly [number, number, number, number, number, number, number, number, 1];

/** The whole of a `width` × `height` image as a quad: the fallback when no page is found. */
export function wholeFrame(width: number, height: number): Quad {
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Solves the n×n system `m · x = v` by Gaussian elimination with partial pivoting; null when singular. */
function solve(m: number[][], v: number[]): number[] | null {
  const n = v.length;
  const rows = m.map((row, i) => [...row, v[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs(rows[r]?.[col] ?? 0) > Math.abs(rows[pivot]?.[col] ?? 0)) pivot = r;
    }
    const pivotRow = rows[pivot];
    const current = rows[col];
    if (pivotRow === undefined || current === undefined) return null;
    const lead = pivotRow[col] ?? 0;
    if (Math.abs(lead) < 1e-12) return null;
    rows[pivot] = current;
    rows[col] = pivotRow;
    for (let r = 0; r < n; r++) {
      const row = rows[r];
      if (r === col || row === undefined) continue;
      const factor = (row[col] ?? 0) / lead;
      if (factor === 0) continue;
      for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - factor * (pivotRow[c] ?? 0);
    }
  }
  return rows.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/**
 * The homography that takes each of the four `from` points to the `to` point at the same place,
 * or null when three of them lie on a line (no such transform).
 */
export function homography(from: Quad, to: Quad): Homography | null {
  if (hasThreeOnALine(from) || hasThreeOnALine(to)) return null;
  const m: number[][] = [];
  const v: number[] = [];
  from.forEach((p, i) => {
    const q = to[i] as Point;
    m.push([p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x]);
    v.push(q.x);
    m.push([0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y]);
    v.push(q.y);
  });
  const h = solve(m, v);
  if (h === null || h.some((value) => !Number.isFinite(value))) return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0] = h;
  return [a, b, c, d, e, f, g, k, 1];
}

/** Where the homography `h` takes the point `p`. */
export function project(h: Homography, p: Point): Point {
  const w = h[6] * p.x + h[7] * p.y + 1;
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/** Whether three of the quad's corners lie on one line (to a millionth of its size). */
function hasThreeOnALine(quad: Quad): boolean {
  const size = Math.max(...quad.map((p) => Math.abs(p.x)), ...quad.map((p) => Math.abs(p.y)), 1);
  return quad.some(
    (p, i) => Math.abs(cross(p, quad[(i + 1) % 4] as Point, quad[(i + 2) % 4] as Point)) < size * size * 1e-6,
  );
}

/** The quad's area in square pixels (shoelace formula; positive whatever the turning direction). */
export function quadArea(quad: Quad): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}

/** Whether the quad is convex and not folded over itself: every turn goes the same way. */
export function isConvex(quad: Quad): boolean {
  const turns = quad.map((p, i) => cross(p, quad[(i + 1) % 4] as Point, quad[(i + 2) % 4] as Point));
  return turns.every((turn) => turn > 0) || turns.every((turn) => turn < 0);
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The straightened page's size in pixels: the mean of its opposite sides' lengths, so the page keeps
 * its shape (a receipt stays long and narrow).
 */
export function straightenedSize(quad: Quad): { width: number; height: number } {
  const [tl, tr, br, bl] = quad;
  return {
    width: Math.max(1, Math.round((distance(tl, tr) + distance(bl, br)) / 2)),
    height: Math.max(1, Math.round((distance(tl, bl) + distance(tr, br)) / 2)),
  };
}

/** Scales every corner by `factor` (from a downscaled copy back to the full image, say). */
export function scaleQuad(quad: Quad, factor: number): Quad {
  return quad.map((p) => ({ x: p.x * factor, y: p.y * factor })) as unknown as Quad;
}

/** How far one arrow key moves a corner, as a share of the image's larger side; Shift moves 5 times as far. */
export const CORNER_KEY_STEP = 0.01;

const keyMoves: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Places corner `index` at `to`, kept inside the image. */
export function moveCorner(quad: Quad, index: number, to: Point, width: number, height: number): Quad {
  const clamped = { x: Math.min(width, Math.max(0, to.x)), y: Math.min(height, Math.max(0, to.y)) };
  return quad.map((p, i) => (i === index ? clamped : p)) as unknown as Quad;
}

/** The quad after an arrow key on corner `index`, or null for a key that does not move corners. */
export function cornerForKey(
  quad: Quad,
  index: number,
  key: string,
  shift: boolean,
  width: number,
  height: number,
): Quad | null {
  const move = keyMoves[key];
  const corner = quad[index];
  if (move === undefined || corner === undefined) return null;
  const step = Math.max(width, height) * CORNER_KEY_STEP * (shift ? 5 : 1);
  return moveCorner(quad, index, { x: corner.x + move.x * step, y: corner.y + move.y * step }, width, height);
}
