// `npm run build -w @taxlane/api`: the API compiled once into dist/server.js (ESM for Node 20), so
// `npm start` runs plain JavaScript with no TypeScript loader in the process. npm packages stay
// external and resolve from node_modules; our workspace packages (TypeScript sources) are bundled.
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(apiDir, "dist");

// Folders (and the embedded database's worker script) the code reads at run time through
// `new URL("./name", import.meta.url)`. Bundled, every module's import.meta.url is dist/server.js (or
// a chunk beside it), so each is copied to dist/<name>.
const runtimeFolders = [
  { from: "src/db/migrations", to: "migrations" },
  { from: "src/db/pglite-worker.mjs", to: "pglite-worker.mjs" },
  { from: "src/modules/content/articles", to: "articles" },
];

const bundleOnlyWorkspaces = {
  name: "external-npm-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@taxlane/") ? undefined : { path: args.path, external: true },
    );
  },
};

const startedAt = performance.now();
await rm(distDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiDir, "src/server.ts")],
  outdir: distDir,
  // What server.ts imports dynamically is a chunk of its own, loaded only when run: a cluster's
  // primary loads none of the app. Chunks sit beside server.js, so `import.meta.url` folders hold.
  splitting: true,
  chunkNames: "[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [bundleOnlyWorkspaces],
});
for (const folder of runtimeFolders) {
  await cp(path.join(apiDir, folder.from), path.join(distDir, folder.to), { recursive: true });
}
console.log(`Built the API into apps/api/dist in ${Math.round(performance.now() - startedAt)} ms.`);
