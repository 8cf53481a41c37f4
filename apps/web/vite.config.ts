import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ProxyOptions, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { webManifest } from "./src/app/pwa/web-manifest.ts";
import { APP_SHELL_PATHS, SERVER_ONLY_PATHS } from "./src/app/pwa/worker-routes.ts";
import { precompress } from "./vite-precompress.ts";

const apiProxy: Record<string, ProxyOptions> = {
  "/api": { target: "http://localhost:3000", changeOrigin: true, ws: true },
};

/** The worker's push handling (src/push/push-worker.ts), a script of its own at the site's root. */
const PUSH_WORKER_FILE = "push-worker.js";

/**
 * Emits the push handling as its own entry: it imports nothing the app shares, so it comes out as one
 * plain script that the generated worker can `importScripts` (a classic worker takes no modules).
 */
function pushWorker(): Plugin {
  return {
    name: "taxlane-push-worker",
    apply: "build",
    buildStart() {
      this.emitFile({
        type: "chunk",
        id: fileURLToPath(new URL("./src/push/push-worker.ts", import.meta.url)),
        fileName: PUSH_WORKER_FILE,
      });
    },
    // A classic script's top-level names are the worker's globals: kept inside a function of its own.
    generateBundle(_options, bundle) {
      const chunk = bundle[PUSH_WORKER_FILE];
      if (chunk?.type === "chunk") chunk.code = `(() => {\n${chunk.code}\n})();\n`;
    },
  };
}

/**
 * The service worker (docs/decisions/0288): it precaches the app shell,
 * the built scripts, styles, page and icons, and answers the signed-in areas' navigations with the
 * page. It caches no API answer; the app keeps the few it shows offline itself (app/offline).
 * It waits to take over until the person chooses to reload (app/pwa/UpdateNotice.tsx).
 */
const serviceWorker = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  manifest: webManifest,
  workbox: {
    // Every route's code, so any page of the areas opens offline. Not the PDF reader's worker (an .mjs
    // over 1 MB, fetched when a PDF is first shown) nor the brotli/gzip copies beside each file.
    globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
    // The push script is part of the worker itself (the browser keeps it with the worker), not of the
    // precache; the rest of the list is workbox's default.
    globIgnores: ["**/node_modules/**/*", PUSH_WORKER_FILE],
    importScripts: [PUSH_WORKER_FILE],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    navigateFallback: "/index.html",
    navigateFallbackAllowlist: APP_SHELL_PATHS,
    navigateFallbackDenylist: SERVER_ONLY_PATHS,
    cleanupOutdatedCaches: true,
  },
});

const config: UserConfig = defineConfig({
  plugins: [react(), pushWorker(), serviceWorker, precompress()],
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
});

export default config;
