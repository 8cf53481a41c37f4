import { describe, expect, it } from "vitest";
import { detectPage, type Pixels } from "./page-edges";
import {
  cornerForKey,
  homography,
  isConvex,
  type Point,
  project,
  type Quad,
  quadArea,
  straightenedSize,
  wholeFrame,
} from "./scan-geometry";
import { straighten } from "./straighten";

const inside = (quad: Quad, p: Point) =>
  quad.every((a, i) => {
    const b = quad[(i + 1) % 4] as Point;
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0;
  });

/** A dark table with a white page on it (the page's corners given clockwise on screen), and some print. */
function photo(width: number, height: number, page: Quad | null, noise = 0): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const onPage = page !== null && inside(page, { x: x + 0.5, y: y + 0.5 });
      // Lines of "text" on the page: darker rows inside it.
      const text = onPage && y % 12 < 2 && x % 40 > 8;
      const value = (onPage ? (text ? 90 : 235) : 60) + (random() - 0.5) * noise;
      data.set([value, value, value * 0.95, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

const expectNear = (actual: Quad | null, expected: Quad, tolerance: number) => {
  expect(actual).not.toBeNull();
  actual?.forEach((corner, i) => {
    expect(Math.abs(corner.x - (expected[i] as Point).x)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(corner.y - (expected[i] as Point).y)).toBeLessThanOrEqual(tolerance);
  });
};

describe("homography", () => {
  it("takes each corner to its counterpart and straight lines to straight lines", () => {
    const page: Quad = [
      { x: 30, y: 20 },
      { x: 170, y: 35 },
      { x: 160, y: 190 },
      { x: 20, y: 170 },
    ];
    const h = homography(wholeFrame(100, 130), page);
    expect(h).not.toBeNull();
    if (h === null) return;
    wholeFrame(100, 130).forEach((corner, i) => {
      const to = project(h, corner);
      expect(to.x).toBeCloseTo((page[i] as Point).x, 6);
      expect(to.y).toBeCloseTo((page[i] as Point).y, 6);
    });
    // The middle of the top side lands on the top side of the page.
    const mid = project(h, { x: 50, y: 0 });
    const [a, b] = page;
    expect((b.x - a.x) * (mid.y - a.y) - (b.y - a.y) * (mid.x - a.x)).toBeCloseTo(0, 6);
  });

  it("is the identity between a rectangle and itself", () => {
    const h = homography(wholeFrame(40, 20), wholeFrame(40, 20));
    expect(h?.map((value) => Math.round(value * 1e9) / 1e9)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it("refuses corners of which three lie on a line", () => {
    const flat: Quad = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 20, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(homography(wholeFrame(10, 10), flat)).toBeNull();
  });
});

describe("quads", () => {
  it("measures area, convexity and the straightened size", () => {
    expect(quadArea(wholeFrame(40, 30))).toBe(1200);
    expect(isConvex(wholeFrame(40, 30))).toBe(true);
    const crossed: Quad = [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(isConvex(crossed)).toBe(false);
    expect(straightenedSize(wholeFrame(85, 110))).toEqual({ width: 85, height: 110 });
  });

  it("moves a corner with the arrow keys and keeps it inside the picture", () => {
    const quad = wholeFrame(200, 100);
    expect(cornerForKey(quad, 2, "ArrowLeft", false, 200, 100)?.[2]).toEqual({ x: 198, y: 100 });
    expect(cornerForKey(quad, 0, "ArrowDown", true, 200, 100)?.[0]).toEqual({ x: 0, y: 10 });
    expect(cornerForKey(quad, 0, "ArrowUp", false, 200, 100)?.[0]).toEqual({ x: 0, y: 0 });
    expect(cornerForKey(quad, 0, "Enter", false, 200, 100)).toBeNull();
  });
});

describe("detectPage", () => {
  it("finds a tilted page on a table", () => {
    const page: Quad = [
      { x: 60, y: 30 },
      { x: 230, y: 45 },
      { x: 215, y: 215 },
      { x: 45, y: 195 },
    ];
    expectNear(detectPage(photo(280, 240, page, 20)), page, 3);
  });

  it("finds a page seen at an angle (a trapezoid)", () => {
    const page: Quad = [
      { x: 90, y: 25 },
      { x: 190, y: 25 },
      { x: 250, y: 220 },
      { x: 30, y: 220 },
    ];
    expectNear(detectPage(photo(280, 240, page)), page, 3);
  });

  it("finds nothing in an empty picture, a small mark or a page that fills the frame", () => {
    expect(detectPage(photo(200, 150, null, 30))).toBeNull();
    const mark: Quad = [
      { x: 90, y: 60 },
      { x: 110, y: 60 },
      { x: 110, y: 80 },
      { x: 90, y: 80 },
    ];
    expect(detectPage(photo(200, 150, mark))).toBeNull();
    expect(detectPage(photo(200, 150, wholeFrame(200, 150)))).toBeNull();
  });
});

describe("straighten", () => {
  it("reads the quad's part of the picture into an upright rectangle", () => {
    const page: Quad = [
      { x: 40, y: 20 },
      { x: 160, y: 30 },
      { x: 150, y: 140 },
      { x: 30, y: 130 },
    ];
    const out = straighten(photo(200, 160, page), page, 60, 80);
    expect(out.width).toBe(60);
    expect(out.height).toBe(80);
    // Away from its edges the straightened page is all page (white paper or dark print), no table.
    let table = 0;
    for (let y = 3; y < 77; y++) {
      for (let x = 3; x < 57; x++) {
        const value = out.data[(y * 60 + x) * 4] ?? 0;
        if (value > 55 && value < 65) table++;
      }
    }
    expect(table).toBe(0);
  });

  it("copies the picture when the quad is the whole frame", () => {
    const source = photo(30, 20, null, 40);
    const out = straighten(source, wholeFrame(30, 20), 30, 20);
    expect(Array.from(out.data)).toEqual(Array.from(source.data).map((v, i) => (i % 4 === 3 ? 255 : v)));
  });
});
