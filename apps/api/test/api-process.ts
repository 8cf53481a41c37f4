import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

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
 * files started together never race on `dist`). Resolves once it logs the address it listens on.
 */
export async function startApiProcess(env: Record<string, string>, startMs = 120_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", serverSource], {
    cwd: apiRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
      MATCHING_SWEEP_MINUTES: "0",
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
        if (match?.[1]) {
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
