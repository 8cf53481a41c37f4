// The integration suite counts shared rate limits in a Redis (REDIS_URL, else 127.0.0.1:6379). When
// nothing answers there, `npm test` starts Debian's redis-server on that loopback port for the run
// (no persistence), installs it first as root with apt-get when it is missing, or stops at once
// naming what to install.
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";

const INSTALL = "apt-get update -qq && apt-get install -y -qq redis-server";
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Whether a Redis answers PING at host:port within a second. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

function serverPath() {
  for (const candidate of ["/usr/bin/redis-server", "/usr/local/bin/redis-server"]) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  const found = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
}

function installServer() {
  const canInstall = process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!canInstall) return null;
  console.log("Installing redis-server from Debian…");
  spawnSync("sh", ["-c", INSTALL], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return serverPath();
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Makes sure the Redis the integration suite uses answers. Returns a function that stops the
 * redis-server this started (it also stops when this process exits); nothing to stop otherwise.
 */
export async function ensureRedis() {
  const url = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
  const host = url.hostname;
  const port = Number(url.port || 6379);
  if (await answers(host, port)) return () => {};
  if (!LOOPBACK.has(host))
    fail(`Redis does not answer at ${url.host} (REDIS_URL): start it, or unset REDIS_URL.`);

  const server = serverPath() ?? installServer();
  if (server === null) {
    fail(`Redis is missing: run \`sudo sh -c "${INSTALL}"\` (or set REDIS_URL), then npm test again.`);
  }
  const bind = host === "[::1]" ? "::1" : "127.0.0.1";
  const child = spawn(server, ["--bind", bind, "--port", String(port), "--save", "", "--appendonly", "no"], {
    cwd: tmpdir(),
    stdio: "ignore",
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  for (let tries = 0; tries < 50; tries += 1) {
    if (await answers(host, port)) {
      console.log(`Started redis-server on ${bind}:${port} for the tests; it stops when they end.`);
      return stop;
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  return fail(`redis-server did not answer on ${bind}:${port}: is the port taken by something else?`);
}
