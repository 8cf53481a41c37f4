// The one folder walk the repository's checks share (file length, service exports, catalog).
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Dependencies, build output and test reports: never source. Hidden folders are skipped as well. */
const NEVER_SOURCE = new Set(["node_modules", "dist", "coverage", "test-results", "playwright-report"]);

/**
 * Every file under `folder` whose name `isWanted` accepts, depth first. Skips hidden folders, the
 * folders above, and any folder `skipFolder` (given its path) refuses. A missing folder has no files.
 * @param {string} folder
 * @param {{ isWanted: (name: string) => boolean, skipFolder?: (path: string, name: string) => boolean }} choice
 * @returns {Generator<string>}
 */
export function* sourceFiles(folder, choice) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith(".") || NEVER_SOURCE.has(entry.name)) continue;
      if (choice.skipFolder?.(path, entry.name)) continue;
      yield* sourceFiles(path, choice);
    } else if (entry.isFile() && choice.isWanted(entry.name)) {
      yield path;
    }
  }
}
