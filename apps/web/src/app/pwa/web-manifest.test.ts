import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tokens } from "../../theme/tokens";
import { webManifest } from "./web-manifest";
import { opensAppShell } from "./worker-routes";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../public");

/** A PNG's width and height, from its header. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("the web app manifest", () => {
  const written = JSON.parse(JSON.stringify(webManifest)) as typeof webManifest;

  it("is JSON with what a browser asks of an installable app", () => {
    expect(written).toMatchObject({
      name: "Taxlane",
      short_name: "Taxlane",
      display: "standalone",
      scope: "/",
      theme_color: tokens.color.primary,
      background_color: tokens.color.bg,
    });
    expect(written.start_url.startsWith(written.scope)).toBe(true);
    // The start opens offline too.
    expect(opensAppShell(written.start_url)).toBe(true);
  });

  it("lists icons of 192 and 512 pixels and a maskable one, each a file of its stated size", () => {
    const sizes = written.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of written.icons) {
      expect(pngSize(path.join(publicDir, icon.src)), icon.src).toBe(icon.sizes);
    }
  });
});
