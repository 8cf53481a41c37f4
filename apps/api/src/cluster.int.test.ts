import { mkdtemp, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "../test/api-process";

const databaseUrl = process.env.DATABASE_URL;
const hourMs = 60 * 60 * 1000;
/** How long a process may take to start: seconds alone, minutes on a loaded two-core machine. */
const startMs = 240_000;

/** A call on a connection of its own, as separate browsers make: the port hands each to the next process. */
function moveClock(api: ApiProcess, advanceHours: number): Promise<{ status: number; now: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${api.address}/api/test/clock`,
      { method: "POST", agent: false, headers: { "content-type": "application/json", connection: "close" } },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ...JSON.parse(text) }));
      },
    );
    call.once("error", reject);
    call.end(JSON.stringify({ advanceHours }));
  });
}

describe("WORKERS without PostgreSQL", () => {
  it("is refused with a clear message before anything starts", async () => {
    await expect(startApiProcess({ WORKERS: "2", DATABASE_URL: "" }, 60_000)).rejects.toThrow(
      /WORKERS: more than one API process needs DATABASE_URL/,
    );
  });
});

// Several processes need one PostgreSQL server between them; PGlite lives inside a single process.
describe.skipIf(!databaseUrl)("WORKERS=2: two API processes on one port (PostgreSQL only)", () => {
  let api: ApiProcess | undefined;
  const folders: string[] = [];
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-workers-"));
    const webDistDir = await mkdtemp(path.join(tmpdir(), "taxlane-workers-web-"));
    folders.push(dataDir, webDistDir);
    api = await startApiProcess(
      {
        WORKERS: "2",
        DATABASE_URL: String(databaseUrl),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDistDir,
        NODE_ENV: "test",
        TEST_CLOCK: "true",
        // Each process counts rate limits itself, whatever this shell's REDIS_URL.
        REDIS_URL: "",
      },
      startMs,
      "2 API processes share the port.",
    );
  }, startMs + 20_000);
  // Each replacement starts in about as long as the first processes did, and two start in turn.
  const slow = { timeout: 2 * startMs + 30_000 };
  afterAll(async () => {
    await api?.stop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }, 60_000);

  it("says once at start that, without REDIS_URL, rate limits are per process", () => {
    if (!api) throw new Error("not started");
    const line = "Rate limits are per process: a client may make 2 × each limit";
    expect(api.output().split(line)).toHaveLength(2);
  });

  it("moves the test clock of both processes, whichever takes the call", async () => {
    if (!api) throw new Error("not started");
    // Each call lands on the next process in turn; without the relay, every other answer would
    // stand 10 hours behind the one before.
    for (let move = 1; move <= 4; move += 1) {
      const moved = await moveClock(api, 10);
      expect(moved.status).toBe(200);
      expect(Math.round((Date.parse(moved.now) - Date.now()) / hourMs)).toBe(10 * move);
    }
  });

  it("replaces a process that stops, its clock where the others' stood", slow, async () => {
    if (!api) throw new Error("not started");
    const primary = Number(api.child.pid);
    const output = () => api?.output() ?? "";
    const workers = (await readFile(`/proc/${primary}/task/${primary}/children`, "utf8"))
      .trim()
      .split(" ")
      .map(Number);
    expect(workers).toHaveLength(2);
    // One after the other, so the port always has a process: then neither process was there when
    // the clock moved, and only the primary knows where it stands.
    for (const [index, worker] of workers.entries()) {
      process.kill(worker, "SIGKILL");
      for (let waited = 0; output().split("Another API process listens in its place.").length < index + 2; ) {
        if (waited > startMs) throw new Error(`no replacement:\n${output()}`);
        await delay(100);
        waited += 100;
      }
    }
    expect(output()).toContain("An API process stopped (SIGKILL); starting another.");
    // The clock stood 40 hours ahead.
    for (let move = 5; move <= 8; move += 1) {
      const moved = await moveClock(api, 10);
      expect(moved.status).toBe(200);
      expect(Math.round((Date.parse(moved.now) - Date.now()) / hourMs)).toBe(10 * move);
    }
  });

  it("stops both processes on SIGTERM and exits 0", async () => {
    if (!api) throw new Error("not started");
    await api.stop();
    expect(api.child.exitCode).toBe(0);
    expect(api.output()).toContain("Stopping 2 API processes (SIGTERM).");
  });
});
