import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { describeOnPglite } from "../test/pglite-only";

// The server is started exactly as `npm start` starts it. start.mjs builds the API when it is missing
// or stale; an empty WEB_DIST_DIR spares the slow web build.
const startScript = fileURLToPath(new URL("../../../scripts/start.mjs", import.meta.url));
const exitDeadlineMs = 10_000;
// A fresh PGlite folder takes long to create on a busy machine; later starts reuse it.
const firstStartMs = 180_000;

let dataDir: string;
/** Every process started, so a failing test leaves none behind. */
const started: ChildProcess[] = [];
let webDistDir: string;

interface Running {
  child: ChildProcess;
  address: string;
  /** The server's own process id, from its log (under npm, `child` is npm). */
  serverPid: number;
  output: () => string;
}

/** `node scripts/start.mjs`, or `npm start` itself with `viaNpm`. */
function startServer(env: Record<string, string> = {}, viaNpm = false): ChildProcess {
  const [command, args] = viaNpm ? ["npm", ["start"]] : [process.execPath, [startScript]];
  const child = spawn(command, args, {
    cwd: path.dirname(path.dirname(startScript)),
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  return child;
}

/** Starts the server and waits for its "listening" line, then for /api/health to answer. */
async function startHealthy(viaNpm = false): Promise<Running> {
  const child = startServer({}, viaNpm);
  let output = "";
  const listening = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) while starting:\n${output}`)));
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"pid":(\d+).*"address":"(http:\/\/127\.0\.0\.1:\d+)","msg":"listening"/.exec(output);
      if (match) resolve(match);
    });
  });
  const address = String(listening[2]);
  const health = await fetch(`${address}/api/health`);
  expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
  return { child, address, serverPid: Number(listening[1]), output: () => output };
}

/** Sends the signal; resolves with the exit code and how long the exit took. */
async function stop(
  child: ChildProcess,
  signal: NodeJS.Signals,
): Promise<{ code: number | null; ms: number }> {
  const sentAt = performance.now();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill(signal);
  const code = await exited;
  return { code, ms: performance.now() - sentAt };
}

function procText(pid: number | undefined, file: "cmdline" | "environ"): string[] {
  return readFileSync(`/proc/${pid}/${file}`, "utf8").split("\0");
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describeOnPglite("the server process, started as npm start starts it", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-server-"));
    webDistDir = await mkdtemp(path.join(tmpdir(), "taxlane-no-web-"));
  });
  afterAll(async () => {
    for (const child of started)
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDistDir, { recursive: true, force: true });
  });

  it(
    "runs the built JavaScript with no TypeScript loader, and on SIGTERM exits 0 within 10 s despite a keep-alive connection and an open WebSocket",
    async () => {
      const { child, address, output } = await startHealthy();

      const cmdline = procText(child.pid, "cmdline").filter(Boolean);
      expect(cmdline.slice(1)).toEqual([startScript]);
      const nodeOptions = procText(child.pid, "environ").find((entry) => entry.startsWith("NODE_OPTIONS="));
      expect(nodeOptions ?? "").not.toMatch(/tsx|--import|--loader|--experimental-loader|--require/);

      const agent = new Agent({ keepAlive: true });
      const kept = await new Promise<boolean>((resolve, reject) => {
        get(`${address}/api/health`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.headers.connection === "keep-alive"));
        }).on("error", reject);
      });
      expect(kept).toBe(true);
      const socket = new WebSocket(`${address.replace("http", "ws")}/api/ws`);
      await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
      const socketClosed = new Promise((resolve) => socket.once("close", resolve));

      const { code, ms } = await stop(child, "SIGTERM");
      expect(code).toBe(0);
      expect(ms).toBeLessThan(exitDeadlineMs);
      expect(output()).toContain('"signal":"SIGTERM"');
      await socketClosed;
      agent.destroy();
    },
    firstStartMs,
  );

  it(
    "on SIGINT exits 0 within 10 s",
    async () => {
      const { child, output } = await startHealthy();
      const { code, ms } = await stop(child, "SIGINT");
      expect(code).toBe(0);
      expect(ms).toBeLessThan(exitDeadlineMs);
      expect(output()).toContain('"signal":"SIGINT"');
      // What a person who just started it reads: where to open it and where codes arrive.
      expect(output()).toMatch(
        /Taxlane is running: open http:\/\/localhost:\d+ · codes arrive at http:\/\/localhost:\d+\/dev\/mail/,
      );
    },
    firstStartMs,
  );

  it(
    "under npm start, stops within 10 s when npm is sent SIGTERM, though npm's shell does not pass the signal on",
    async () => {
      const { child, serverPid, output } = await startHealthy(true);
      expect(serverPid).not.toBe(child.pid);
      try {
        const sentAt = performance.now();
        child.kill("SIGTERM");
        while (isRunning(serverPid) && performance.now() - sentAt < exitDeadlineMs * 2) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(isRunning(serverPid)).toBe(false);
        expect(performance.now() - sentAt).toBeLessThan(exitDeadlineMs);
        expect(output()).toContain('"signal":"SIGTERM"');
      } finally {
        if (isRunning(serverPid)) process.kill(serverPid, "SIGKILL");
      }
    },
    firstStartMs,
  );

  it("refuses to start on bad configuration, listing every bad variable", async () => {
    const child = startServer({ PORT: "not-a-port", SEED_DEMO: "perhaps" });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(errors).toContain("PORT:");
    expect(errors).toContain("SEED_DEMO:");
  });
});
