import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const serverFile = fileURLToPath(new URL("./server.ts", import.meta.url));

describe("the server process", () => {
  it("serves, then on SIGTERM finishes and exits cleanly", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-server-"));
    const child = spawn(process.execPath, ["--import", "tsx", serverFile], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "info",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listen line:\n${output}`)), 20_000);
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
    });
    const health = await fetch(`${address}/api/health`);
    expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });

    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain('"signal":"SIGTERM"');
    // What a person who just started it reads: where to open it and where codes arrive.
    expect(output).toContain("Taxlane is running: open http://localhost:");
    expect(output).toContain("Codes and other e-mail arrive in the dev mailbox");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses to start on bad configuration, listing every bad variable", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", serverFile], {
      env: { ...process.env, PORT: "not-a-port", SEED_DEMO: "perhaps" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(errors).toContain("PORT:");
    expect(errors).toContain("SEED_DEMO:");
  });
});
