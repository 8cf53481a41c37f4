import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { webManifest } from "./src/app/pwa/web-manifest.ts";
import { APP_SHELL_PATHS, SERVER_ONLY_PATHS } from "./src/app/pwa/worker-routes.ts";
import { antdLeftOut } from "./vite-antd-left-out.ts";
import { englishCatalogByUse } from "./vite-english-catalog.ts";
import { precompress } from "./vite-precompress.ts";
import { PUSH_WORKER_FILE, pushWorker } from "./vite-push-worker.ts";

const apiProxy: Record<string, ProxyOptions> = {
  "/api": { target: "http://localhost:3000", changeOrigin: true, ws: true },
};

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
  plugins: [antdLeftOut(), englishCatalogByUse(), react(), pushWorker(), serviceWorker, precompress()],
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Required by the inlining below: an entry's unused exports may go.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared modules under 8 KB are copied into the chunks that read them instead of becoming
          // files of their own: a signed-in page then asks for about 75 scripts instead of 140, and
          // on a phone's line each request costs a round trip (docs/decisions/0317). The runtime keeps
          // one state per module across the copies. Style modules stay in files (Vite's CSS plugin
          // would emit their CSS once per copy).
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
});

export default config;
