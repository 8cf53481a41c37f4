import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The web app's `src` folder. */
export const webSourceDir = fileURLToPath(new URL("..", import.meta.url));

/** The TypeScript source files under `dir` (the web's `src` unless given), tests left out. */
export function webSourceFiles(dir: string = webSourceDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
