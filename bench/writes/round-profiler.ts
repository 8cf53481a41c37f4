// With PROFILE_DIR set, the CPU profile of our first measured round of each write, written to
// `<PROFILE_DIR>/<write>.cpuprofile` (read it with api/profile-summary.ts): seeding and recording
// left out.
import { mkdir, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import path from "node:path";

const profileDir = process.env.PROFILE_DIR;
const profiled = new Set<string>();

export async function profileFirstRound<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (!profileDir || profiled.has(name)) return run();
  profiled.add(name);
  const inspector = new Session();
  inspector.connect();
  await inspector.post("Profiler.enable");
  await inspector.post("Profiler.start");
  try {
    return await run();
  } finally {
    const { profile } = await inspector.post("Profiler.stop");
    await mkdir(profileDir, { recursive: true });
    await writeFile(
      path.join(profileDir, `${name.replaceAll(/\W+/g, "-")}.cpuprofile`),
      JSON.stringify(profile),
    );
    inspector.disconnect();
  }
}
