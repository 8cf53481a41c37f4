#!/usr/bin/env node
// Fails when a source or CSS file grows past MAX_LINES: a file that long does more than one thing.
// Usage: node scripts/check-file-length.mjs [root]  (root: the repository, by default this script's).
// Generated files are not counted: build output and dependencies, `*.gen.*` files and the database
// migrations; lockfiles and docs are never looked at (neither their folders nor their extensions are).
import { readFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceFiles } from "./lib/source-files.mjs";

export const MAX_LINES = 400;

const SOURCE_FOLDERS = ["apps", "packages", "e2e", "bench", "scripts"];
const EXTENSIONS = new Set([".ts", ".tsx", ".mjs", ".js", ".css"]);
/** Generated folders, by their path from the root with `/` separators. */
const GENERATED_FOLDERS = ["apps/api/src/db/migrations"];

/** The number of lines as an editor shows them: a final newline ends the last line, it opens none. */
export function lineCount(text) {
  if (text.length === 0) return 0;
  const lines = text.split("\n").length;
  return text.endsWith("\n") ? lines - 1 : lines;
}

/** The files under `root` longer than MAX_LINES, with their lengths, longest first. */
export function overLongFiles(root) {
  const found = [];
  for (const folder of SOURCE_FOLDERS) {
    const files = sourceFiles(join(root, folder), {
      isWanted: (name) => EXTENSIONS.has(extname(name)) && !name.includes(".gen."),
      skipFolder: (path) => GENERATED_FOLDERS.includes(relative(root, path).split(sep).join("/")),
    });
    for (const path of files) {
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
