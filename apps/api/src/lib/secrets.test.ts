import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readOrCreateSecret } from "./secrets";

describe("readOrCreateSecret", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "taxlane-secret-"));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("gives every caller starting at the same moment the one secret that was kept", async () => {
    const file = path.join(folder, "keys", "shared.key");
    let made = 0;
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => readOrCreateSecret(file, () => `secret-${++made}`)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^secret-\d$/);
    expect(await readdir(path.dirname(file))).toEqual(["shared.key"]);
    expect(await readOrCreateSecret(file, () => "another")).toBe(secrets[0]);
  });
});
