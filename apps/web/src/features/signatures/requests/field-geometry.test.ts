import { describe, expect, it } from "vitest";
import {
  boxAround,
  clampToPage,
  defaultSpot,
  fitScale,
  roundPoints,
  toPdfDelta,
  toPdfPoint,
  toScreenBox,
} from "./field-geometry";

const letter = { width: 612, height: 792 };

describe("converting between the drawn page and PDF points", () => {
  it("draws a field near the PDF's bottom near the screen's bottom: y is flipped", () => {
    const box = { x: 72, y: 72, width: 180, height: 36 };
    expect(toScreenBox(box, letter, 1)).toEqual({ left: 72, top: 792 - 72 - 36, width: 180, height: 36 });
  });

  it("scales every side by the page's scale", () => {
    const box = { x: 100, y: 200, width: 60, height: 30 };
    expect(toScreenBox(box, letter, 0.5)).toEqual({
      left: 50,
      top: (792 - 200 - 30) / 2,
      width: 30,
      height: 15,
    });
  });

  it("reads a pixel of the drawn page back as the PDF point under it", () => {
    expect(toPdfPoint(0, 0, letter, 2)).toEqual({ x: 0, y: 792 });
    expect(toPdfPoint(306, 396, letter, 0.5)).toEqual({ x: 612, y: 0 });
  });

  it("round-trips a box: drawn where it is, read back where it was", () => {
    const box = { x: 123.5, y: 456.25, width: 100, height: 24 };
    const scale = 0.61;
    const drawn = toScreenBox(box, letter, scale);
    const bottomLeft = toPdfPoint(drawn.left, drawn.top + drawn.height, letter, scale);
    expect(bottomLeft.x).toBeCloseTo(box.x, 6);
    expect(bottomLeft.y).toBeCloseTo(box.y, 6);
  });

  it("turns a drag down the screen into a move down the page (minus y)", () => {
    expect(toPdfDelta(10, 20, 2)).toEqual({ dx: 5, dy: -10 });
  });

  it("fits a page into the width there is, never larger than the cap", () => {
    expect(fitScale(612, 306)).toBe(0.5);
    expect(fitScale(612, 5000)).toBe(1.5);
    expect(fitScale(0, 300)).toBe(1);
  });
});

describe("keeping fields on the page", () => {
  it("centres a new field on the click, at the kind's default size", () => {
    expect(boxAround("signature", { x: 300, y: 400 }, letter)).toEqual({
      x: 210,
      y: 382,
      width: 180,
      height: 36,
    });
    expect(boxAround("initials", { x: 300, y: 400 }, letter)).toMatchObject({ width: 60, height: 30 });
    expect(boxAround("date", { x: 300, y: 400 }, letter)).toMatchObject({ width: 100, height: 24 });
  });

  it("moves a field clicked near an edge back inside the page", () => {
    expect(boxAround("signature", { x: 600, y: 5 }, letter)).toEqual({
      x: 612 - 180,
      y: 0,
      width: 180,
      height: 36,
    });
    expect(clampToPage({ x: -20, y: 900, width: 60, height: 30 }, letter)).toEqual({
      x: 0,
      y: 762,
      width: 60,
      height: 30,
    });
  });

  it("shrinks a field larger than a tiny page to the page", () => {
    expect(clampToPage({ x: 0, y: 0, width: 180, height: 36 }, { width: 100, height: 20 })).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 20,
    });
  });

  it("puts a field added without a click an inch from the bottom left", () => {
    expect(defaultSpot("date", letter)).toEqual({ x: 72, y: 72, width: 100, height: 24 });
  });

  it("rounds points to two decimals", () => {
    expect(roundPoints(10.126)).toBe(10.13);
  });
});
