import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function writeSmaller(file: string, original: Buffer, compressed: Buffer): Promise<void> {
  if (compressed.length < original.length) await writeFile(file, compressed);
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, each
 * only when it is smaller, so the server sends them as they are instead of compressing per request.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "taxlane:precompress",
    apply: "build",
    // After the service worker plugin (itself "post"), so sw.js and its workbox runtime get copies too.
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((name) => compressible.test(name));
        await Promise.all(
          files.map(async (name) => {
            const file = path.join(outDir, name);
            const original = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(original, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
                },
              }),
              gzipAsync(original, { level: 9 }),
            ]);
            await Promise.all([
              writeSmaller(`${file}.br`, original, br),
              writeSmaller(`${file}.gz`, original, gz),
            ]);
          }),
        );
      },
    },
  };
}
