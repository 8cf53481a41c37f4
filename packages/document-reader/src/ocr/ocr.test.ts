import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { pageWithText, scannedPdf } from "../image/test-pictures";
import { workerOptions } from "./engine";
import { closeOcr, ocrPages } from "./index";

// Starting tesseract takes a second or two, a page a few more; much longer on a busy machine.
const slow = { timeout: 180_000 };

const lines = [
  { text: "Wages, tips, other compensation 52,341.07", x: 100, y: 200 },
  { text: "Federal income tax withheld 6,102.55", x: 100, y: 300 },
];

afterAll(closeOcr);

describe("ocrPages", () => {
  it("reads the words of a picture and where they sit on the page", slow, async () => {
    const png = await pageWithText(lines, 1275, 1650);

    const reading = await ocrPages(png, "image/png");

    expect(reading.reason).toBeUndefined();
    const [page] = reading.pages;
    const words = page?.words ?? [];
    expect(words.map((word) => word.text)).toEqual(
      expect.arrayContaining(["Wages,", "compensation", "52,341.07", "6,102.55"]),
    );
    const wages = words.find((word) => word.text === "52,341.07");
    // The number starts about 60% across the page, its baseline 200 px of 1,650 down.
    expect(wages?.left).toBeGreaterThan(0.5);
    expect(wages?.left).toBeLessThan(0.7);
    expect(wages?.bottom).toBeGreaterThan(0.1);
    expect(wages?.top).toBeLessThan(200 / 1650);
    expect(wages?.confidence).toBeGreaterThan(80);
  });

  it("reads a scan saved as a PDF without text, page by page", slow, async () => {
    const png = await pageWithText(lines, 1275, 1650);
    const jpeg = await sharp(png).grayscale().jpeg({ quality: 85 }).toBuffer();

    const reading = await ocrPages(scannedPdf(jpeg, 1275, 1650, 612, 792), "application/pdf");

    expect(reading.reason).toBeUndefined();
    expect(reading).toMatchObject({ pageCount: 1 });
    expect(reading.pages[0]?.words.map((word) => word.text)).toContain("6,102.55");
  });

  it("reads an iPhone's HEIC photo, which sharp alone cannot decode", slow, async () => {
    const heic = readFileSync(new URL("../image/fixtures/wages-page.heic", import.meta.url));

    const reading = await ocrPages(heic, "image/heic");

    expect(reading.reason).toBeUndefined();
    expect(reading.pages[0]?.words.map((word) => word.text)).toEqual(
      expect.arrayContaining(["52,341.07", "6,102.55"]),
    );
  });

  it("gives up a page over its time and reads the next with a new worker", slow, async () => {
    const png = await pageWithText(lines, 1275, 1650);

    expect(await ocrPages(png, "image/png", { secondsPerPage: 0.01 })).toEqual({
      pages: [],
      reason: "too-slow",
      pageCount: 1,
    });
    const next = await ocrPages(png, "image/png");
    expect(next.pages[0]?.words.map((word) => word.text)).toContain("52,341.07");
  });

  it("says why when the file is not a picture", async () => {
    const text = new TextEncoder().encode("Wages, tips, other compensation 52,341.07");
    expect(await ocrPages(text, "text/plain")).toEqual({ pages: [], reason: "not-a-document", pageCount: 1 });
    expect(await ocrPages(new TextEncoder().encode("%PDF-1.4 broken"), "application/pdf")).toMatchObject({
      pages: [],
      reason: "unreadable",
    });
  });

  it("reads the model from the installed package, never from the network", () => {
    const options = workerOptions();
    expect(existsSync(join(options.langPath, "eng.traineddata.gz"))).toBe(true);
    expect(options.gzip).toBe(true);
    expect(JSON.stringify(options)).not.toMatch(/https?:/);
  });
});
