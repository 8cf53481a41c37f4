import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const sourceRoot = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// The build leaves out what antd needs only for these props and calls (vite-antd-left-out.ts): a
// page using one would throw in production, so the source never does.
describe("antd parts the build leaves out", () => {
  it("no Card is given tabs and no Typography in-place editing", () => {
    const passing = sourceFiles(sourceRoot).filter((file) =>
      /\b(tabList|tabProps|editable)\s*[=:]/.test(readFileSync(file, "utf8")),
    );
    expect(passing.map((file) => path.relative(sourceRoot, file))).toEqual([]);
  });

  it("nothing takes the confirm dialogs or the notifications from the app's context", () => {
    const taking = sourceFiles(sourceRoot).filter((file) =>
      /\{[^}]*\b(modal|notification)\b[^}]*\}\s*=\s*App\.useApp\(\)|App\.useApp\(\)\.(modal|notification)\b/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(taking.map((file) => path.relative(sourceRoot, file))).toEqual([]);
  });
});
