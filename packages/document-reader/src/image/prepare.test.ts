import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRefused, prepareImage } from "./prepare";
import { pageWithText } from "./test-pictures";

const lines = Array.from({ length: 12 }, (_, index) => ({
  text: `Box ${index + 1} Wages, tips, other compensation ${(index + 1) * 1111}.07`,
  x: 120,
  y: 200 + index * 90,
}));

// A few seconds of one core each; far more on a machine busy with other work.
const slow = { timeout: 120_000 };

describe("prepareImage", () => {
  it("measures a page's slope and turns it back level, keeping the page's size", slow, async () => {
    const level = await pageWithText(lines, 1700, 2200);
    const tilted = await sharp(level).rotate(3, { background: "#ffffff" }).png().toBuffer();

    const straight = await prepareImage(level, { maxInputPixels: 50_000_000 });
    const turned = await prepareImage(tilted, { maxInputPixels: 50_000_000 });

    expect(Math.abs(straight.skewDegrees)).toBeLessThanOrEqual(0.2);
    expect(turned.skewDegrees).toBeGreaterThan(2.5);
    expect(turned.skewDegrees).toBeLessThan(3.5);
    // Scaled to about 300 dpi for a letter page; the turned page is not grown by its corners.
    expect(Math.max(straight.pageWidth, straight.pageHeight)).toBe(3300);
    expect(turned.pageHeight).toBeLessThanOrEqual(3400);
    // Only the inked part goes to OCR: the blank lower half of the page is left out.
    expect(straight.region.height).toBeLessThan(straight.pageHeight * 0.7);
  });

  it(
    "refuses a picture over the pixel limit before decoding it, and scales a big one down",
    slow,
    async () => {
      const huge = await sharp({
        create: { width: 12_000, height: 12_000, channels: 3, background: "#ffffff" },
      })
        .png({ compressionLevel: 1 })
        .toBuffer();
      await expect(prepareImage(huge, { maxInputPixels: 100_000_000 })).rejects.toMatchObject({
        reason: "too-large",
      });

      const rssBefore = process.memoryUsage().rss;
      const scaled = await prepareImage(huge, { maxInputPixels: 150_000_000 });
      expect(Math.max(scaled.pageWidth, scaled.pageHeight)).toBe(3300);
      // Read while scaling down: 144 million pixels never sit whole in memory (that would be 144 MB or more).
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150_000_000);
    },
  );

  it("tells a file that is not a picture", async () => {
    const text = new TextEncoder().encode("Wages, tips, other compensation 52,341.07");
    const refusal = await prepareImage(text, { maxInputPixels: 50_000_000 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageRefused);
    expect(refusal).toMatchObject({ reason: "not-an-image" });
  });
});
