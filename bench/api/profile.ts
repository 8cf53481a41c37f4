// Loads GetAllQuotes and GetAllIndividualRequests (or the calls PROFILE_CALLS names, of quotes,
// individual, chat, jobs, organizer) for 10 s each (autocannon in its own process) on an app in this
// process, and profiles the app's main thread during each load only (seeding left out):
// `DATABASE_URL=… PROFILE_DIR=<dir> tsx api/profile.ts` writes `<dir>/<call>.cpuprofile`, then
// `tsx api/profile-summary.ts <dir>/<call>.cpuprofile`. With PROFILE_ALLOCATIONS=1 it also samples
// what the load allocates, short-lived objects included (`<dir>/<call>.heapprofile`; summed by
// `tsx api/allocation-summary.ts <file> <calls>`); with PROFILE_ALLOCATIONS=kept, only what is still
// in the heap when the load ends (what outlived the young generation, or leaked); with
// PROFILE_ALLOCATIONS=promoted, what outlived the young generation, dead by the end or not (what
// each scavenge copies to the old space, for a major collection to find later).
import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { createHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import { promisify } from "node:util";
import { buildBenchApp } from "./bench-app";
import { seedConversationWorld } from "./conversation-data";
import { freshDatabase } from "./fresh-database";
import { seedMarketplace } from "./marketplace-data";

const here = path.dirname(new URL(import.meta.url).pathname);
const tsx = path.join(here, "../../node_modules/.bin/tsx");
// On PostgreSQL, a new database beside the one DATABASE_URL names, so each run measures the same world.
const serverUrl = process.env.DATABASE_URL;
const { app, dataDir } = await buildBenchApp("taxlane-profile-", {
  ...(serverUrl ? { databaseUrl: await freshDatabase(serverUrl, "taxlane_bench_profile") } : {}),
});
try {
  const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  const market = await seedMarketplace(app, 10_000);
  const conversation = await seedConversationWorld(app);
  const calls: Record<string, [string, Record<string, string>]> = {
    quotes: ["/api/Taxpayer/GetAllQuotes", market.taxpayerHeaders],
    individual: ["/api/Accountant/GetAllIndividualRequests?from=0&to=20", market.expertHeaders],
    chat: [
      `/api/Chat/GetChatMessages?connectionId=${conversation.connectionId}&from=0&to=20`,
      conversation.taxpayerHeaders,
    ],
    jobs: ["/api/Taxpayer/GetTaxpayerTaxPreparations", market.jobsTaxpayerHeaders],
    organizer: [
      `/api/taxPayer/GetOrganizerQuestionAnswers?quoteId=${conversation.quoteId}`,
      conversation.taxpayerHeaders,
    ],
  };
  const profileDir = process.env.PROFILE_DIR ?? "/tmp/taxlane-profile";
  await mkdir(profileDir, { recursive: true });
  const inspector = new Session();
  inspector.connect();
  await inspector.post("Profiler.enable");
  const allocationMode = process.env.PROFILE_ALLOCATIONS;
  const sampleAllocations =
    allocationMode === "1" || allocationMode === "kept" || allocationMode === "promoted";
  if (sampleAllocations) await inspector.post("HeapProfiler.enable");
  for (const name of (process.env.PROFILE_CALLS ?? "quotes,individual").split(",")) {
    const picked = calls[name];
    if (!picked) throw new Error(`no call named ${name}`);
    const [call, headers] = picked;
    await inspector.post("Profiler.start");
    // How long the event loop was held up at a time: a long stall shows in p99 as a slow call.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    // Each call's time inside the server, from node reading its request to the answer's last write:
    // beside the client's figures, whether a long tail waits inside the app or outside it.
    const inServer = createHistogram();
    const timeCall = (_request: unknown, response: import("node:http").ServerResponse) => {
      const started = process.hrtime.bigint();
      response.once("finish", () => inServer.record(Number(process.hrtime.bigint() - started) || 1));
    };
    app.server.on("request", timeCall);
    if (sampleAllocations) {
      await inspector.post("HeapProfiler.startSampling", {
        samplingInterval: 1024,
        includeObjectsCollectedByMajorGC: allocationMode !== "kept",
        includeObjectsCollectedByMinorGC: allocationMode === "1",
      });
    }
    const { stdout } = await promisify(execFile)(tsx, [
      path.join(here, "load.ts"),
      `${appUrl}${call}`,
      "50",
      process.env.BENCH_SECONDS ?? "10",
      JSON.stringify(headers),
    ]);
    loopDelay.disable();
    app.server.off("request", timeCall);
    const { profile } = await inspector.post("Profiler.stop");
    const file = path.join(profileDir, `${name}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    if (sampleAllocations) {
      const { profile: allocations } = await inspector.post("HeapProfiler.stopSampling");
      await writeFile(path.join(profileDir, `${name}.heapprofile`), JSON.stringify(allocations));
    }
    const delayMs = (value: number) => Math.round(value / 1e6);
    console.log(
      call,
      stdout.trim(),
      file,
      `event loop delay p50 ${delayMs(loopDelay.percentile(50))} ms, p99 ${delayMs(loopDelay.percentile(99))} ms, max ${delayMs(loopDelay.max)} ms;`,
      `in the server p50 ${delayMs(inServer.percentile(50))} ms, p99 ${delayMs(inServer.percentile(99))} ms, max ${delayMs(inServer.max)} ms`,
    );
  }
  inspector.disconnect();
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
