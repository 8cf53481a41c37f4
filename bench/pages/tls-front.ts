// BENCH_TLS=1: the pages through the deploy recipe's nginx serving HTTPS and HTTP/2 (a certificate
// made here for 127.0.0.1 with openssl), as a server on the internet is reached. Over plain HTTP/1.1 a
// browser opens at most six connections to a server, so a page of 90 scripts waits for them in turns,
// each turn a round trip of the slow line; over HTTP/2 they share one connection.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/server/free-port";
import { nginxConfig } from "../../e2e/server/proxied-stack";

const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface TlsFront {
  url: string;
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Until nginx takes connections on `port` (it exits at once on a configuration it refuses). */
async function listening(port: number, nginx: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode})`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("nginx did not listen in time");
}

/** nginx with TLS and HTTP/2 in front of `upstream` (an http:// address); its https:// address. */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const runDir = await mkdtemp(path.join(tmpdir(), "taxlane-tls-"));
  const certificate = path.join(runDir, "certificate.pem");
  const key = path.join(runDir, "key.pem");
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ]),
    { encoding: "utf8" },
  );
  if (made.status !== 0)
    throw new Error(`openssl could not make a certificate (install openssl): ${made.stderr}`);
  const port = await freePort();
  const config = path.join(runDir, "nginx.conf");
  await writeFile(
    config,
    await nginxConfig({
      listen: `127.0.0.1:${port}`,
      upstreams: [new URL(upstream).host],
      runDir,
      bodyLimit: "30m",
      tls: { certificate, key },
    }),
  );
  const nginx = spawn(nginxPath, ["-p", runDir, "-c", config], { stdio: ["ignore", "ignore", "inherit"] });
  await listening(port, nginx, Date.now() + 10_000);
  return {
    url: `https://127.0.0.1:${port}`,
    async stop() {
      nginx.kill("SIGTERM");
      await new Promise((resolve) => (nginx.exitCode === null ? nginx.once("exit", resolve) : resolve(null)));
      await rm(runDir, { recursive: true, force: true });
    },
  };
}
