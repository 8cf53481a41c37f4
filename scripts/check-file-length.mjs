#!/usr/bin/env node
// Fails when a source or CSS file grows past MAX_LINES: a file that long does more than one thing.
// Usage: node scripts/check-file-length.mjs [root]  (root: the repository, by default this script's).
// Generated files are not counted: build output and dependencies, `*.gen.*` files and the database
// migrations; lockfiles and docs are never looked at (neither their folders nor their extensions are).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const MAX_LINES = 400;

const SOURCE_FOLDERS = ["apps", "packages", "e2e", "bench", "scripts"];
const EXTENSIONS = new Set([".ts", ".tsx", ".mjs", ".js", ".css"]);
/** Folders of dependencies, build output and test reports; and any hidden folder (`.tsbuild`, `.vite`). */
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "coverage", "test-results", "playwright-report"]);
/** Generated folders, by their path from the root with `/` separators. */
const GENERATED_FOLDERS = ["apps/api/src/db/migrations"];

/** The number of lines as an editor shows them: a final newline ends the last line, it opens none. */
export function lineCount(text) {
  if (text.length === 0) return 0;
  const lines = text.split("\n").length;
  return text.endsWith("\n") ? lines - 1 : lines;
}

function* sourceFiles(root, folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
      if (GENERATED_FOLDERS.includes(relative(root, path).split(sep).join("/"))) continue;
      yield* sourceFiles(root, path);
    } else if (entry.isFile() && EXTENSIONS.has(extname(entry.name)) && !entry.name.includes(".gen.")) {
      yield path;
    }
  }
}

/** The files under `root` longer than MAX_LINES, with their lengths, longest first. */
export function overLongFiles(root) {
  const found = [];
  for (const folder of SOURCE_FOLDERS) {
    for (const path of sourceFiles(root, join(root, folder))) {
      const lines = lineCount(readFileSync(path, "utf8"));
      if (lines > MAX_LINES) found.push({ file: relative(root, path).split(sep).join("/"), lines });
    }
  }
  return found.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const found = overLongFiles(root);
  if (found.length > 0) {
    for (const { file, lines } of found) {
      console.error(
        `${file}: ${lines} lines, over the limit of ${MAX_LINES}. Split it into files that each do one thing.`,
      );
    }
    console.error(`${found.length} file${found.length === 1 ? "" : "s"} over ${MAX_LINES} lines.`);
    process.exit(1);
  }
  console.log(`No source or CSS file over ${MAX_LINES} lines.`);
}
