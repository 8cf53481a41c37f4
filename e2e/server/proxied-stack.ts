import { type ChildProcess, spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnBuiltServer } from "./built-server";
import { freePort } from "./free-port";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const template = path.join(root, "deploy/nginx.conf.template");
const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** What the journeys' setup needs of a running server: a child process, or several acting as one. */
export interface ServerProcess {
  readonly exitCode: number | null;
  kill(signal?: NodeJS.Signals): unknown;
  once(event: "exit", listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
}

/**
 * The recipe's nginx configuration with its placeholders filled in; with `tls`, it serves HTTPS and
 * HTTP/2 with that certificate and key (files), as a server on the internet would.
 */
export async function nginxConfig(settings: {
  listen: string;
  upstreams: readonly string[];
  runDir: string;
  bodyLimit: string;
  tls?: { certificate: string; key: string };
}): Promise<string> {
  const { tls } = settings;
  const values: Record<string, string> = {
    USER_LINE: process.getuid?.() === 0 ? "user root;" : "",
    RUN_DIR: settings.runDir,
    LISTEN: tls === undefined ? settings.listen : `${settings.listen} ssl http2`,
    TLS_LINES:
      tls === undefined ? "" : `    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};`,
    BODY_LIMIT: settings.bodyLimit,
    UPSTREAM_SERVERS: settings.upstreams.map((address) => `    server ${address};`).join("\n"),
  };
  return (await readFile(template, "utf8")).replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the nginx template names an unknown setting: ${whole}`);
    return value;
  });
}

async function healthy(address: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}) while starting`);
    const ok = await fetch(`${address}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("did not answer its health check in time");
}

/**
 * `count` API processes from the build, each on a port of its own and all on the settings given
 * (one PostgreSQL database and one S3-compatible store between them), behind Debian's nginx on
 * `port`. The first process starts alone, so it alone migrates and seeds; the others share its data
 * folder for the keys and the local mailbox, as processes on one machine would.
 */
export function spawnProxiedStack(
  port: number,
  dataDir: string,
  environment: Record<string, string>,
  count: number,
): { server: ServerProcess; output: () => string } {
  const group = new EventEmitter() as EventEmitter & { exitCode: number | null; kill(): void };
  group.exitCode = null;
  const children: ChildProcess[] = [];
  const outputs: (() => string)[] = [];
  let log = "";
  let stopping = false;
  let runDir: string | undefined;
  const host = environment.HOST ?? "127.0.0.1";
  const deadline = Date.now() + Number(process.env.E2E_START_SECONDS ?? 180) * 1000;

  let finishing = false;
  // The group has exited once every process has, as a child process has once it is gone.
  const finish = (code: number | null, signal: NodeJS.Signals | null) => {
    if (finishing) return;
    finishing = true;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    void Promise.all(
      children.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once("exit", resolve))
          : null,
      ),
    )
      .then(() => (runDir ? rm(runDir, { recursive: true, force: true }) : undefined))
      .finally(() => {
        group.exitCode = code ?? 1;
        group.emit("exit", code, signal);
      });
  };
  const watch = (child: ChildProcess, name: string) => {
    children.push(child);
    child.once("exit", (code, signal) => {
      if (stopping) return;
      log += `\n${name} stopped (${signal ?? `exit ${code}`})\n`;
      finish(code ?? 1, signal);
    });
  };
  const startApi = async (index: number) => {
    const apiPort = await freePort();
    const started = spawnBuiltServer(apiPort, dataDir, {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // nginx on this machine writes the caller's address into X-Forwarded-For.
      TRUST_PROXY: "127.0.0.1",
      // Two stacks may run at once (the journeys' and one a journey starts for itself): six processes
      // within PostgreSQL's 100 connections.
      DATABASE_POOL_SIZE: "4",
      ...environment,
    });
    outputs.push(() => `--- API process ${index + 1} ---\n${started.output()}`);
    watch(started.server, `API process ${index + 1}`);
    await healthy(`http://127.0.0.1:${apiPort}`, started.server, deadline);
    return `127.0.0.1:${apiPort}`;
  };

  void (async () => {
    const first = await startApi(0);
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, index) => startApi(index + 1)));
    runDir = await mkdtemp(path.join(tmpdir(), "taxlane-nginx-"));
    const config = path.join(runDir, "nginx.conf");
    await writeFile(
      config,
      await nginxConfig({
        listen: `${host}:${port}`,
        upstreams: [first, ...rest],
        runDir,
        bodyLimit: `${Math.ceil(Number(environment.FILE_MAX_BYTES ?? 25 * 1024 * 1024) / 1024 / 1024) + 5}m`,
      }),
    );
    const nginx = spawn(nginxPath, ["-p", runDir, "-c", config], { stdio: ["ignore", "pipe", "pipe"] });
    nginx.on("error", (error) => {
      log += `\nnginx did not start (${nginxPath}): ${error.message}. Install Debian's nginx.\n`;
      finish(1, null);
    });
    nginx.stdout?.on("data", (chunk) => {
      log += chunk;
    });
    nginx.stderr?.on("data", (chunk) => {
      log += chunk;
    });
    watch(nginx, "nginx");
    if (!stopping) log += `nginx on ${host}:${port} in front of ${count} API processes.\n`;
  })().catch((error: unknown) => {
    log += `\nThe proxied stack did not start: ${error instanceof Error ? error.message : String(error)}\n`;
    finish(1, null);
  });

  group.kill = () => {
    stopping = true;
    finish(0, "SIGTERM");
  };
  return { server: group, output: () => [...outputs.map((output) => output()), log].join("\n") };
}
