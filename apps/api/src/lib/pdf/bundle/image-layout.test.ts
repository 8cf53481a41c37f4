import { describe, expect, it } from "vitest";
import { fitImageOnPage, orientedSize } from "./image-layout";

describe("image pages", () => {
  it("swaps width and height for the quarter-turn EXIF orientations only", () => {
    const stored = { width: 4032, height: 3024 };
    for (const orientation of [5, 6, 7, 8]) {
      expect(orientedSize(stored, orientation)).toEqual({ width: 3024, height: 4032 });
    }
    for (const orientation of [undefined, 1, 2, 3, 4]) {
      expect(orientedSize(stored, orientation)).toEqual(stored);
    }
  });

  it("puts a tall image on a portrait Letter page, centred within the margins", () => {
    const placed = fitImageOnPage({ width: 3024, height: 4032 });
    expect(placed.page).toEqual({ width: 612, height: 792 });
    expect(placed.height).toBeCloseTo(792 - 72);
    expect(placed.width / placed.height).toBeCloseTo(3024 / 4032);
    expect(placed.x).toBeCloseTo((612 - placed.width) / 2);
    expect(placed.y).toBeCloseTo(36);
  });

  it("turns the page for a wide image", () => {
    const placed = fitImageOnPage({ width: 4000, height: 1000 });
    expect(placed.page).toEqual({ width: 792, height: 612 });
    expect(placed.width).toBeCloseTo(792 - 72);
    expect(placed.height).toBeCloseTo((792 - 72) / 4);
    expect(placed.y).toBeCloseTo((612 - placed.height) / 2);
  });

  it("enlarges a small image to the printable area", () => {
    const placed = fitImageOnPage({ width: 100, height: 100 });
    expect(placed.width).toBeCloseTo(612 - 72);
    expect(placed.height).toBeCloseTo(612 - 72);
  });
});
