// Draws the installed app's icons from public/favicon.svg into public/icons/ (committed, so a build
// needs no image library). Run after changing the favicon: node apps/web/scripts/make-icons.mjs
//
// "any" icons are the favicon itself, corners rounded and transparent. The maskable one (and the
// apple-touch icon, which iOS fills to a square) puts the mark on a full square of its own teal,
// inside the middle 80% that every launcher's mask keeps.
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const iconsDir = path.join(publicDir, "icons");
const favicon = await readFile(path.join(publicDir, "favicon.svg"));
const teal = /fill="(#[0-9a-f]{6})"/i.exec(favicon.toString("utf8"))?.[1];
if (teal === undefined) throw new Error("favicon.svg has no fill colour to fill the maskable icon with");

/** The favicon drawn `size` pixels square. */
const drawn = (size) =>
  sharp(favicon, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png();

/** The mark at `markShare` of a `size` square filled with the favicon's colour. */
async function onSquare(size, markShare) {
  const mark = Math.round(size * markShare);
  return sharp({ create: { width: size, height: size, channels: 4, background: teal } })
    .composite([{ input: await drawn(mark).toBuffer(), gravity: "centre" }])
    .png();
}

await mkdir(iconsDir, { recursive: true });
const outputs = [
  ["icon-192.png", drawn(192)],
  ["icon-512.png", drawn(512)],
  ["maskable-512.png", await onSquare(512, 0.72)],
  ["apple-touch-icon-180.png", await onSquare(180, 0.84)],
];
for (const [name, image] of outputs) {
  await image.toFile(path.join(iconsDir, name));
  console.log(`wrote public/icons/${name}`);
}
