import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions, type UserConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

const apiProxy: Record<string, ProxyOptions> = {
  "/api": { target: "http://localhost:3000", changeOrigin: true, ws: true },
};

const config: UserConfig = defineConfig({
  plugins: [react(), precompress()],
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
