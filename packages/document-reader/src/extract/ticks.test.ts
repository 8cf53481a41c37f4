import { describe, expect, it } from "vitest";
import type { PagePicture } from "../page";
import { tickInSquare } from "./ticks";

/** A 200 × 200 px white picture with a 20 px square at (40, 40), an X in it when `ticked`, and a rule below. */
function square(ticked: boolean): PagePicture {
  const width = 200;
  const pixels = new Uint8Array(width * width).fill(255);
  const ink = (x: number, y: number) => {
    pixels[y * width + x] = 0;
  };
  for (let i = 0; i <= 20; i++) {
    ink(40 + i, 40);
    ink(40 + i, 60);
    ink(40, 40 + i);
    ink(60, 40 + i);
    if (ticked) {
      ink(40 + i, 40 + i);
      ink(41 + Math.min(i, 19), 40 + i);
      ink(60 - i, 40 + i);
      ink(59 - Math.min(i, 19), 40 + i);
    }
  }
  // The box's ruled bottom a few pixels under the square.
  for (let x = 0; x < width; x++) ink(x, 66);
  return { pixels, width, height: width };
}

const window = { left: 0.18, top: 0.18, right: 0.4, bottom: 0.4 };

describe("tickInSquare", () => {
  it("finds a drawn X inside the square, and where the square is", () => {
    const found = tickInSquare(square(true), window);
    expect(found?.ticked).toBe(true);
    expect(found?.square.left).toBeCloseTo(0.2, 2);
    expect(found?.square.bottom).toBeCloseTo(0.305, 2);
  });

  it("reads an empty square as no tick, the rule under it taken for no edge of it", () => {
    expect(tickInSquare(square(false), window)).toMatchObject({ ticked: false });
  });

  it("says nothing where no square is", () => {
    expect(tickInSquare(square(true), { left: 0.6, top: 0.6, right: 0.9, bottom: 0.9 })).toBeNull();
  });
});
