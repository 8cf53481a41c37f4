import { describe, expect, it } from "vitest";
import { regionOnUpload } from "./placement";

const box = { left: 0.1, top: 0.1, right: 0.3, bottom: 0.12 };
const page = { width: 2550, height: 3300 };

describe("regionOnUpload", () => {
  it("leaves a region alone on a page that is the whole upload, level", () => {
    const placement = { paper: { left: 0, top: 0, width: 1, height: 1 }, skewDegrees: 0 };
    const region = regionOnUpload(box, placement, page);
    expect(region.left).toBeCloseTo(0.1, 6);
    expect(region.bottom).toBeCloseTo(0.12, 6);
  });

  it("places it on the paper's spot in a photo, lower by the table's margin above the paper", () => {
    const placement = { paper: { left: 0.05, top: 0.1, width: 0.9, height: 0.8 }, skewDegrees: 0 };
    const region = regionOnUpload(box, placement, page);
    expect(region.left).toBeCloseTo(0.05 + 0.1 * 0.9, 6);
    expect(region.top).toBeCloseTo(0.1 + 0.1 * 0.8, 6);
  });

  it("turns it back by the page's slope: a top-left box sits lower on a page tilted clockwise", () => {
    const level = { paper: { left: 0, top: 0, width: 1, height: 1 }, skewDegrees: 0 };
    const tilted = { ...level, skewDegrees: -3 };
    // Turned anticlockwise by 3° about the middle, a point left of the middle goes down.
    expect(regionOnUpload(box, tilted, page).top).toBeGreaterThan(
      regionOnUpload(box, level, page).top + 0.005,
    );
  });
});
