import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnBuiltServer } from "./built-server";
import { freePort } from "./free-port";

const TEMPLATE_VARIABLE = "E2E_SEEDED_DATA_DIR";

/**
 * Seeds the demo world into a data folder once, with the built server as `npm start` runs it, and
 * stops it cleanly. Every embedded-database server of the run then starts from a copy: migrating and
 * seeding a new folder took most of a server's start (104 s of 145 on a busy machine), and seven
 * journeys start servers of their own. The copies are worlds as new as the first one.
 */
export async function seedDataTemplate(startSeconds: number): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-e2e-seeded-"));
  const port = await freePort();
  const { server, output } = spawnBuiltServer(port, dataDir, { DATABASE_URL: "" });
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The seeding server exited while starting:\n${output()}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      server.kill("SIGKILL");
      throw new Error(`The seeding server did not start in ${startSeconds} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGTERM");
  if ((await exited) !== 0) throw new Error(`The seeding server did not stop cleanly:\n${output()}`);
  process.env[TEMPLATE_VARIABLE] = dataDir;
  return dataDir;
}

/** A new data folder: a copy of the seeded one when the run made it, else empty (seeded on start). */
export async function newDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const template = process.env[TEMPLATE_VARIABLE];
  if (template) await cp(template, dataDir, { recursive: true });
  return dataDir;
}
