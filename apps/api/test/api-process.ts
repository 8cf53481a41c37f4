import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";

const serverSource = fileURLToPath(new URL("../src/server.ts", import.meta.url));
const apiRoot = fileURLToPath(new URL("..", import.meta.url));
const stopMs = 10_000;

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  address: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, SIGKILL if it has not exited 10 s later; resolves on the exit. */
  stop(): Promise<void>;
}

/**
 * The API as its own operating-system process, run from its sources through tsx (no build step, so
 * files started together never race on `dist`). Resolves once it logs the address it listens on
 * (and `readyLine`, when given: with WORKERS, the primary's line that all of them listen).
 */
export async function startApiProcess(
  env: Record<string, string>,
  startMs = 120_000,
  readyLine?: string,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", serverSource], {
    cwd: apiRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
      MATCHING_SWEEP_MINUTES: "0",
      REMINDERS_EVERY_SECONDS: "0",
      // Beside three test workers on one PostgreSQL server, whose connections are counted together.
      DATABASE_POOL_SIZE: "4",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    // Under tsx's loader a stopping server can stall (see decisions): a test must not wait on it.
    const stalled = setTimeout(() => child.kill("SIGKILL"), stopMs);
    await exited;
    clearTimeout(stalled);
  };
  try {
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "listening" line in ${startMs} ms:\n${output}`)),
        startMs,
      );
      child.once("exit", (code) => reject(new Error(`the API exited (${code}) while starting:\n${output}`)));
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"address":"(http:\/\/127\.0\.0\.1:\d+)","msg":"listening"/.exec(output);
        if (match?.[1] && (readyLine === undefined || output.includes(readyLine))) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout?.on("data", read);
      child.stderr?.on("data", read);
    });
    return { address, child, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Two API processes on one PostgreSQL database, each with its own data folder, signing sessions with
 * one key as replicas behind a balancer do: started before the enclosing `describe`'s tests and
 * stopped, folders removed, after them.
 */
export function replicasForTests(env: {
  databaseUrl: string;
  jwtSecret: string;
  /** More settings every replica shares (a bucket, the data key). */
  environment?: Record<string, string>;
}): {
  readonly first: ApiProcess;
  readonly second: ApiProcess;
} {
  const started: ApiProcess[] = [];
  const folders: string[] = [];
  const start = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-replica-"));
    const webDistDir = await mkdtemp(path.join(tmpdir(), "taxlane-replica-web-"));
    folders.push(dataDir, webDistDir);
    const api = await startApiProcess({
      DATABASE_URL: env.databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      JWT_SECRET: env.jwtSecret,
      NODE_ENV: "test",
      ...env.environment,
    });
    started.push(api);
    return api;
  };
  beforeAll(async () => {
    await Promise.all([start(), start()]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }, 60_000);
  const replica = (index: number) => {
    const api = started[index];
    if (!api) throw new Error("the API processes have not started");
    return api;
  };
  return {
    get first() {
      return replica(0);
    },
    get second() {
      return replica(1);
    },
  };
}
