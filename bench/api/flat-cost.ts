// Does a list cost the same in a small marketplace and a large one? For each size (FLAT_SIZES,
// requests; 1,000 and 100,000 by default) a fresh PostgreSQL database gets a marketplace of that many
// requests (ten a taxpayer, fifty experts), then each list a taxpayer or an expert opens is loaded
// (autocannon in its own process) and its p50 compared across the sizes. The plans PostgreSQL chose
// for each list's statements at the largest size are printed, so an index that is not used shows.
// Needs DATABASE_URL (its database names the server; one database per size is made beside it).
import { rm } from "node:fs/promises";
import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../apps/api/src/db/client";
import type { RecordedStatement } from "./anchor-server";
import { buildBenchApp } from "./bench-app";
import { freshDatabase, settleDatabase } from "./fresh-database";
import { type Figures, figuresLine, load } from "./load-client";
import { seedMarketplace } from "./marketplace-data";
import { recordCall } from "./statement-recorder";

const configuredUrl = process.env.DATABASE_URL;
if (!configuredUrl) {
  console.log("bench/api flat cost: skipped, it needs DATABASE_URL (PostgreSQL)");
  process.exit(0);
}
const baseUrl: string = configuredUrl;
const sizes = (process.env.FLAT_SIZES ?? "1000,100000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const lists = [
  { name: "GetAllQuotes", call: "/api/Taxpayer/GetAllQuotes", as: "taxpayer" },
  {
    name: "GetAllIndividualRequests 0-20",
    call: "/api/Accountant/GetAllIndividualRequests?from=0&to=20",
    as: "expert",
  },
  { name: "GetTaxpayerTaxPreparations", call: "/api/Taxpayer/GetTaxpayerTaxPreparations", as: "jobs" },
] as const;

/**
 * The plan a statement runs with. A named (prepared) statement is explained on PostgreSQL's generic
 * plan, which is what it runs on after its first calls; any other on the plan made for its values.
 */
async function explain(databaseUrl: string, statement: RecordedStatement): Promise<string[]> {
  // With the app's own session settings, so the plan is the one its statements get.
  const client = new pg.Client({ connectionString: databaseUrl, options: POSTGRES_SESSION_OPTIONS });
  await client.connect();
  try {
    const plan = async (text: string, values: unknown[] = []) =>
      (await client.query<{ "QUERY PLAN": string }>(text, values)).rows.map((row) => row["QUERY PLAN"]);
    if (!statement.name)
      return await plan(`explain (analyze, costs off) ${statement.text}`, statement.values);
    const literals = statement.values.map((value) =>
      value === null || value === undefined ? "null" : client.escapeLiteral(String(value)),
    );
    await client.query(`prepare flat_explained as ${statement.text}`);
    await client.query("set plan_cache_mode = force_generic_plan");
    const args = literals.length > 0 ? `(${literals.join(", ")})` : "";
    return ["(generic plan)", ...(await plan(`explain (analyze, costs off) execute flat_explained${args}`))];
  } finally {
    await client.end();
  }
}

const p50s = new Map<string, Map<number, Figures>>();
const plans = new Map<string, string[]>();

for (const size of sizes) {
  const databaseUrl = await freshDatabase(baseUrl, `taxlane_flat_${size}`);
  const { app, dataDir } = await buildBenchApp(`taxlane-flat-${size}-`, { databaseUrl });
  try {
    const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    const market = await seedMarketplace(app, size);
    await settleDatabase(databaseUrl);
    console.log(
      `${size} requests: the taxpayer has ${market.taxpayerQuotes} quotes, the expert ${market.expertRequests} routed requests, the other taxpayer ${market.jobsTaxpayerJobs} jobs`,
    );
    const headers = {
      taxpayer: market.taxpayerHeaders,
      expert: market.expertHeaders,
      jobs: market.jobsTaxpayerHeaders,
    };
    for (const list of lists) {
      const { statements } = await recordCall(appUrl, list.call, headers[list.as]);
      const figures = await load(`${appUrl}${list.call}`, headers[list.as], { connections, seconds });
      console.log(figuresLine(`${list.name} at ${size}`, figures));
      const bySize = p50s.get(list.name) ?? new Map<number, Figures>();
      bySize.set(size, figures);
      p50s.set(list.name, bySize);
      if (size === Math.max(...sizes)) {
        const explained: string[] = [];
        // The lists only read; anything else is not run a second time to explain it.
        for (const statement of statements.filter((item) => /^\s*(select|with)\b/i.test(item.text))) {
          explained.push(`  ${statement.text.replace(/\s+/g, " ").slice(0, 160)}…`);
          for (const planLine of await explain(databaseUrl, statement)) {
            explained.push(`    ${planLine}`);
          }
        }
        plans.set(list.name, explained);
      }
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const smallest = Math.min(...sizes);
const largest = Math.max(...sizes);
console.log(`\np50 at ${largest} requests against ${smallest} (${connections} connections, ${seconds} s):`);
for (const list of lists) {
  const bySize = p50s.get(list.name);
  const small = bySize?.get(smallest);
  const large = bySize?.get(largest);
  if (!small || !large) continue;
  const ratio = large.latencyP50Ms / Math.max(1, small.latencyP50Ms);
  console.log(
    `flat ${list.name.padEnd(32)} ${ratio.toFixed(2)}× (p50 ${small.latencyP50Ms} → ${large.latencyP50Ms} ms; ${small.requestsPerSecond} → ${large.requestsPerSecond} req/s)`,
  );
}
console.log(`\nplans at ${largest} requests:`);
for (const [name, lines] of plans) console.log(`${name}\n${lines.join("\n")}`);
