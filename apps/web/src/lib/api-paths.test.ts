/** The web names API calls by their endpoint table entry, never by a path written out. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { listEndpoints } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { webSourceDir as sourceDir, webSourceFiles } from "../testing/source-files";

/**
 * Page paths of the web app that happen to equal a call's path, letter case aside: the dev mailbox
 * page, and the taxpayer's Security page (`GET /User/Security` is its overview).
 */
const pagePaths = new Set(["/dev/mail", "/user/security"]);

/**
 * Paths the first script asks for before the endpoint table has loaded (it would add the whole table
 * to every public page); each one's own test pins it to the table.
 */
const askedBeforeTheTable = new Set(["lib/early-answers.ts: /user/GetUser"]);

describe("API paths in the web's sources", () => {
  it("are none: calls go through the endpoint table", () => {
    const callPaths = new Set(
      listEndpoints().map(({ endpoint }) => endpoint.path.toLowerCase().replace(/\/:\w+$/, "")),
    );
    const found = webSourceFiles().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/["'`](\/[\w/]+)["'`$]/g)]
        .map((match) => match[1] ?? "")
        .filter(
          (literal) => callPaths.has(literal.toLowerCase().replace(/\/$/, "")) && !pagePaths.has(literal),
        )
        .map((literal) => `${path.relative(sourceDir, file)}: ${literal}`)
        .filter((found) => !askedBeforeTheTable.has(found)),
    );
    expect(found).toEqual([]);
  });
});
