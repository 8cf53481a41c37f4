import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webSourceDir, webSourceFiles } from "../../testing/source-files";

// The build leaves out what antd needs only for these props and calls (vite-antd-left-out.ts): a
// page using one would throw in production, so the source never does.
describe("antd parts the build leaves out", () => {
  it("no Card is given tabs and no Typography in-place editing", () => {
    const passing = webSourceFiles().filter((file) =>
      /\b(tabList|tabProps|editable)\s*[=:]/.test(readFileSync(file, "utf8")),
    );
    expect(passing.map((file) => path.relative(webSourceDir, file))).toEqual([]);
  });

  it("nothing takes the confirm dialogs or the notifications from the app's context", () => {
    const taking = webSourceFiles().filter((file) =>
      /\{[^}]*\b(modal|notification)\b[^}]*\}\s*=\s*App\.useApp\(\)|App\.useApp\(\)\.(modal|notification)\b/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(taking.map((file) => path.relative(webSourceDir, file))).toEqual([]);
  });
});
