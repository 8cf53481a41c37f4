// How long a sign-in takes on the server: 100 sequential POST /api/identity/signIn over loopback
// for a seeded demo taxpayer; prints the median and the 95th percentile, and the same for
// GET /api/user/GetUser (a call that only checks the session) as its baseline.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { demoAccounts, demoPassword } from "../../apps/api/src/demo/accounts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const dataDir = await mkdtemp(path.join(tmpdir(), "taxlane-bench-"));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "true",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    RATE_LIMIT_PER_MINUTE: "100000",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
);

async function timeCalls(call: () => Promise<Response>): Promise<{ median: number; p95: number }> {
  const durations: number[] = [];
  for (let round = 0; round < rounds + 5; round += 1) {
    const started = performance.now();
    const response = await call();
    const body = await response.text();
    if (!response.ok) throw new Error(`call failed with ${response.status}: ${body}`);
    // The first five warm the process up and are not counted.
    if (round >= 5) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) =>
    durations[Math.min(durations.length - 1, Math.floor(share * durations.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

try {
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const taxpayer = demoAccounts[0];
  const signIn = () =>
    fetch(`${base}/api/identity/signIn`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: taxpayer.email, password: demoPassword }),
    });
  const { token } = (await (await signIn()).json()) as { token: string };
  const signInTimes = await timeCalls(signIn);
  const getUserTimes = await timeCalls(() =>
    fetch(`${base}/api/user/GetUser`, { headers: { authorization: `Bearer ${token}` } }),
  );
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`bench/identity: ${rounds} sequential calls each over loopback, ${app.services.databaseKind}`);
  console.log(`POST /api/identity/signIn   median ${ms(signInTimes.median)}   p95 ${ms(signInTimes.p95)}`);
  console.log(`GET /api/user/GetUser       median ${ms(getUserTimes.median)}   p95 ${ms(getUserTimes.p95)}`);
  console.log(`ratio sign-in / session check: ${(signInTimes.median / getUserTimes.median).toFixed(1)}`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
