import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The built app started as `npm start` starts it, in production mode on 127.0.0.1, seeding the demo
 * world into `dataDir` when it is empty; `environment` adds or overrides settings. Everything it
 * prints is kept, to explain a failure.
 */
export function spawnBuiltServer(
  port: number,
  dataDir: string,
  environment: Record<string, string>,
): { server: ChildProcess; output: () => string } {
  let log = "";
  const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      SMTP_URL: "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...environment,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  return { server, output: () => log };
}
