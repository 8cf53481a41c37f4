import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeHeif, isHeif } from "./heif";
import { prepareImage } from "./prepare";

// A 1,000 × 1,300 px page with two lines of text, saved as HEIC (HEVC) by libheif's heif-enc at quality 40.
const heic = new Uint8Array(readFileSync(new URL("./fixtures/wages-page.heic", import.meta.url)));

describe("HEIF photos", () => {
  it("tells a HEIF file by its brand, not an AVIF, a JPEG or a short file", () => {
    expect(isHeif(heic)).toBe(true);
    const avif = new TextEncoder().encode("\u0000\u0000\u0000\u001cftypavif\u0000\u0000\u0000\u0000");
    expect(isHeif(avif)).toBe(false);
    expect(isHeif(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(isHeif(new Uint8Array())).toBe(false);
  });

  it("decodes an iPhone-style HEIC into pixels and prepares it as any picture", {
    timeout: 60_000,
  }, async () => {
    const pixels = await decodeHeif(heic, 50_000_000);
    expect(pixels).toMatchObject({ width: 1000, height: 1300 });
    expect(pixels.rgba.length).toBe(1000 * 1300 * 4);

    const prepared = await prepareImage(heic, { maxInputPixels: 50_000_000 });
    expect(prepared.pageHeight).toBe(3300);
    // The two lines of text at the top are the ink sent to OCR; the blank rest of the page is not.
    expect(prepared.region.height).toBeLessThan(prepared.pageHeight * 0.4);
  });

  it("refuses a HEIC over the pixel limit before decoding it, and a broken one", async () => {
    await expect(decodeHeif(heic, 1_000_000)).rejects.toMatchObject({ reason: "too-large" });
    const broken = heic.slice(0, 200);
    await expect(prepareImage(broken, { maxInputPixels: 50_000_000 })).rejects.toMatchObject({
      reason: "not-an-image",
    });
  });
});
