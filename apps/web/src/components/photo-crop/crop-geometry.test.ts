import { describe, expect, it } from "vitest";
import {
  clampView,
  cropSquare,
  imagePlacement,
  initialView,
  MAX_ZOOM,
  outputSide,
  panView,
  viewForKey,
  zoomView,
} from "./crop-geometry";

const landscape = { width: 800, height: 400 };
const portrait = { width: 300, height: 900 };

describe("cropSquare", () => {
  it("takes the largest centred square at zoom 1", () => {
    expect(cropSquare(landscape, initialView)).toEqual({ x: 200, y: 0, size: 400 });
    expect(cropSquare(portrait, initialView)).toEqual({ x: 0, y: 300, size: 300 });
  });

  it("takes a smaller square when zoomed in", () => {
    expect(cropSquare(landscape, { zoom: 2, centerX: 0.5, centerY: 0.5 })).toEqual({
      x: 300,
      y: 100,
      size: 200,
    });
  });

  it("never leaves the image, however far the centre is pushed", () => {
    const square = cropSquare(landscape, { zoom: 1, centerX: 5, centerY: -3 });
    expect(square).toEqual({ x: 400, y: 0, size: 400 });
  });
});

describe("clampView", () => {
  it("keeps the zoom within its range and survives nonsense", () => {
    expect(clampView(landscape, { zoom: 99, centerX: 0.5, centerY: 0.5 }).zoom).toBe(MAX_ZOOM);
    expect(clampView(landscape, { zoom: 0.2, centerX: 0.5, centerY: 0.5 }).zoom).toBe(1);
    expect(clampView(landscape, { zoom: Number.NaN, centerX: Number.NaN, centerY: 0.5 })).toEqual(
      initialView,
    );
  });
});

describe("panView", () => {
  it("shows more of the left part when the photo is dragged right", () => {
    const moved = panView(landscape, initialView, 0.25, 0);
    // A quarter of the 400 px frame is 100 px of the image: the centre moves from 400 to 300.
    expect(moved.centerX * landscape.width).toBeCloseTo(300);
    expect(cropSquare(landscape, moved).x).toBeCloseTo(100);
  });

  it("stops at the image's edge", () => {
    const moved = panView(landscape, initialView, 10, 10);
    expect(cropSquare(landscape, moved)).toEqual({ x: 0, y: 0, size: 400 });
  });
});

describe("zoomView", () => {
  it("zooms around the centre and pulls the square back inside the image", () => {
    const atEdge = { zoom: 2, centerX: 0.875, centerY: 0.25 };
    const out = zoomView(landscape, atEdge, 1);
    expect(cropSquare(landscape, out)).toEqual({ x: 400, y: 0, size: 400 });
  });
});

describe("imagePlacement", () => {
  it("places the image so that the frame shows exactly the crop square", () => {
    const view = { zoom: 2, centerX: 0.25, centerY: 0.5 };
    const placement = imagePlacement(landscape, view);
    const square = cropSquare(landscape, view);
    // The frame is 100 %; the image is scaled so that the square's side fills it.
    const scale = placement.width / landscape.width;
    expect(square.size * scale).toBeCloseTo(100);
    expect(placement.left + square.x * scale).toBeCloseTo(0);
    expect(placement.top + square.y * scale).toBeCloseTo(0);
    expect(placement.height / landscape.height).toBeCloseTo(scale);
  });
});

describe("outputSide", () => {
  it("is 512 for a large square and the square's own side for a small one", () => {
    expect(outputSide({ x: 0, y: 0, size: 2000 })).toBe(512);
    expect(outputSide({ x: 0, y: 0, size: 120.4 })).toBe(120);
    expect(outputSide({ x: 0, y: 0, size: 0.1 })).toBe(1);
  });
});

describe("viewForKey", () => {
  const zoomed = { zoom: 2, centerX: 0.5, centerY: 0.5 };

  it("moves the photo with the arrow keys, further with Shift", () => {
    const left = viewForKey(landscape, zoomed, "ArrowLeft", false);
    const farLeft = viewForKey(landscape, zoomed, "ArrowLeft", true);
    expect(left?.centerX).toBeGreaterThan(zoomed.centerX);
    expect(farLeft?.centerX).toBeGreaterThan(left?.centerX ?? 0);
    expect(viewForKey(landscape, zoomed, "ArrowDown", false)?.centerY).toBeLessThan(zoomed.centerY);
  });

  it("zooms with + and -, resets with Home, and ignores other keys", () => {
    expect(viewForKey(landscape, zoomed, "+", false)?.zoom).toBeCloseTo(2.1);
    expect(viewForKey(landscape, zoomed, "-", false)?.zoom).toBeCloseTo(1.9);
    expect(viewForKey(landscape, zoomed, "Home", false)).toEqual(initialView);
    expect(viewForKey(landscape, zoomed, "Enter", false)).toBeNull();
  });
});
