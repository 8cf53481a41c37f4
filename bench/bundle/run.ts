// Gzipped bytes of the JS and CSS the home page loads before any interaction (measured by loading
// the production build in Chromium and recording what it fetches), and of the largest chunk.
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");
const homeBudget = 120 * 1024;
const chunkBudget = 300 * 1024;

const gzipped = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const types: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".html": "text/html",
  ".svg": "image/svg+xml",
};
const server = createServer(async (request, response) => {
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  const file = path.join(dist, path.extname(pathname) ? pathname : "index.html");
  try {
    const body = await readFile(file);
    response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
if (!address || typeof address === "string") throw new Error("no port");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const loaded = new Set<string>();
try {
  const page = await browser.newPage();
  page.on("response", (response) => {
    const pathname = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(pathname)) loaded.add(pathname);
  });
  await page.goto(`http://127.0.0.1:${address.port}/`, { waitUntil: "networkidle" });
} finally {
  await browser.close();
  server.close();
}

let homeJs = 0;
let homeCss = 0;
for (const pathname of loaded) {
  const size = await gzipped(path.join(dist, pathname));
  if (process.env.BENCH_VERBOSE) console.log(`  ${kb(size).padStart(9)}  ${pathname}`);
  if (pathname.endsWith(".js")) homeJs += size;
  else homeCss += size;
}
const chunks = (await readdir(path.join(dist, "assets"))).filter((name) => name.endsWith(".js"));
const sizes = await Promise.all(
  chunks.map(async (name) => ({ name, size: await gzipped(path.join(dist, "assets", name)) })),
);
const largest = sizes.sort((a, b) => b.size - a.size)[0];

console.log(`bench/bundle: gzip -9 of the production build (${loaded.size} files loaded by the home page)`);
console.log(
  `home page JS before interaction   ${kb(homeJs)}  (budget ${kb(homeBudget)}, ratio ${(homeJs / homeBudget).toFixed(2)})`,
);
console.log(`home page CSS before interaction  ${kb(homeCss)}`);
if (largest) {
  console.log(
    `largest chunk ${largest.name}  ${kb(largest.size)}  (budget ${kb(chunkBudget)}, ratio ${(largest.size / chunkBudget).toFixed(2)})`,
  );
}
