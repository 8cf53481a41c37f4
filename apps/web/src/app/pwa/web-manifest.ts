import { installedApp } from "@taxlane/contract/i18n/local/installedApp";
import type { ManifestOptions } from "vite-plugin-pwa";
import { tokens } from "../../theme/tokens";

/** Where the installed app opens: the signed-in person's to-do list (see routes/app-start.tsx). */
export const APP_START_PATH = "/app";

/** The icons drawn by scripts/make-icons.mjs into public/icons/ from the favicon. */
export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/**
 * The web app manifest the build writes as manifest.webmanifest (and links from index.html): what a
 * browser needs to offer installing Taxlane, in our own colours.
 */
export const webManifest = {
  id: APP_START_PATH,
  name: installedApp.name,
  short_name: installedApp.shortName,
  description: installedApp.description,
  lang: "en",
  start_url: APP_START_PATH,
  scope: "/",
  display: "standalone",
  theme_color: tokens.color.primary,
  background_color: tokens.color.bg,
  icons: APP_ICONS.map((icon) => ({ ...icon })),
} satisfies Partial<ManifestOptions>;
