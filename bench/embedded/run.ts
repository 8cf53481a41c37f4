// The embedded default under load: the app on PGlite in a data folder (as `npm start` runs it
// without DATABASE_URL), a marketplace of 10,000 requests, signed-in taxpayers with 20 notifications
// each, and one connection a person asking for GetAllQuotes, GetUser and GetUserNotifications in turn
// for BENCH_SECONDS (60) after a 5 s warm-up: 200 people, then 500 (`BENCH_PEOPLE`, a list). autocannon
// runs in a process of its own (load.ts). Prints req/s, p50/p90/p99, errors, the calls that took over
// 1 s or went unanswered for 10 s, how busy the API's event loop was, and each size's goal (200: p99
// ≤ 250 ms; 500: no errors).
import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { asc, eq } from "drizzle-orm";
import { notifications, users } from "../../apps/api/src/db/schema";
import { buildBenchApp } from "../api/bench-app";
import { seedMarketplace } from "../api/marketplace-data";

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const sizes = (process.env.BENCH_PEOPLE ?? "200,500").split(",").map(Number);
const people = Math.max(...sizes);
/** What each size must meet: 200 people a p99 of 250 ms at most, 500 people no errors. */
const goalOf = (size: number, figures: Record<string, number>) =>
  size <= 200
    ? `goal p99 ≤ 250 ms: ${(figures.latencyP99Ms ?? Number.POSITIVE_INFINITY) <= 250 ? "met" : "missed"}`
    : `goal no errors: ${(figures.errors ?? 1) + (figures.non2xx ?? 1) + (figures.timeoutsOverTenSeconds ?? 1) === 0 ? "met" : "missed"}`;
const here = path.dirname(new URL(import.meta.url).pathname);
const tsx = path.join(here, "../../node_modules/.bin/tsx");
const paths = ["/api/Taxpayer/GetAllQuotes", "/api/user/GetUser", "/api/User/GetUserNotifications"];

const { app, dataDir } = await buildBenchApp("taxlane-bench-embedded-", { database: "pglite" });
try {
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  const market = await seedMarketplace(app, Number(process.env.BENCH_REQUESTS ?? 10_000));
  const { db, clock, sessions } = app.services;
  const taxpayers = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, 1))
    .orderBy(asc(users.id))
    .limit(people);
  const now = clock.now();
  await db.insert(notifications).values(
    taxpayers.flatMap((taxpayer) =>
      Array.from({ length: 20 }, (_, index) => ({
        userId: taxpayer.id,
        title: "New quote",
        description: `An expert sent you a quote (${index + 1}).`,
        link: "/taxpayer/quotes",
        isRead: index % 2 === 0,
        createdAt: new Date(now.getTime() - index * 60_000),
      })),
    ),
  );
  const tokens: string[] = [];
  for (const taxpayer of taxpayers)
    tokens.push((await sessions.open({ id: taxpayer.id, roleId: 1 }, { factor: "password" })).token);
  for (const call of paths) {
    const response = await fetch(`${url}${call}`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${call} answered ${response.status}`);
  }
  for (const size of sizes) {
    const connections = Number(process.env.BENCH_CONNECTIONS ?? size);
    console.log(
      `bench/embedded: PGlite in ${app.services.databaseKind === "pglite" ? "a data folder" : "?"}, ${market.requests} requests, ${size} signed-in taxpayers; ${connections} connections for ${seconds} s on ${paths.join(", ")}`,
    );
    const planFile = path.join(dataDir, "load-plan.json");
    await writeFile(
      planFile,
      JSON.stringify({ url, connections, seconds, warmUpSeconds: 5, tokens: tokens.slice(0, size), paths }),
    );
    const loadStarted = performance.eventLoopUtilization();
    const { stdout } = await promisify(execFile)(tsx, [path.join(here, "load.ts"), planFile], {
      maxBuffer: 1024 * 1024,
    });
    // How busy this process's event loop was under the load (warm-up included): 1 is never free.
    const eventLoopBusy = performance.eventLoopUtilization(loadStarted).utilization;
    const figures = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Record<string, number>;
    console.log(
      `${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p90 ${figures.latencyP90Ms} ms, p99 ${figures.latencyP99Ms} ms, max ${figures.latencyMaxMs} ms; ${figures.requests} calls, ${figures.errors} errors, ${figures.non2xx} not 2xx, ${figures.overOneSecond} over 1 s, ${figures.timeoutsOverTenSeconds} unanswered after 10 s; the event loop busy ${Math.round(eventLoopBusy * 100)}% of the time; ${goalOf(size, figures)}`,
    );
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
