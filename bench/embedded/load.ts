// The embedded bench's load, in a process of its own: `tsx embedded/load.ts <plan.json>`. Each
// connection asks for the plan's paths in turn, each round of them as the next of the plan's
// signed-in people. Prints the figures as one JSON line.
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

interface Plan {
  url: string;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  tokens: string[];
  paths: string[];
}

const planFile = process.argv[2];
if (!planFile) throw new Error("usage: load.ts <plan.json>");
const plan = JSON.parse(await readFile(planFile, "utf8")) as Plan;

async function run(duration: number) {
  let nextToken = 0;
  // autocannon gives a connection a fresh context object at each round of the paths: its person.
  const tokenOf = new WeakMap<object, string>();
  let overOneSecond = 0;
  let finished: (result: autocannon.Result) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  // With a callback autocannon gives the instance, whose "response" events carry each call's time.
  const instance = autocannon(
    {
      url: plan.url,
      connections: plan.connections,
      duration,
      // autocannon's default: a call unanswered after 10 s counts as a timeout (an error).
      timeout: 10,
      initialContext: {},
      requests: plan.paths.map((path) => ({
        method: "GET" as const,
        path,
        setupRequest: (request: autocannon.Request, context: object) => {
          let token = tokenOf.get(context);
          if (token === undefined) {
            token = plan.tokens[nextToken++ % plan.tokens.length] ?? "";
            tokenOf.set(context, token);
          }
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
        },
      })),
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on("response", (_client, _status, _bytes, responseTimeMs) => {
    if (responseTimeMs > 1000) overOneSecond += 1;
  });
  const result = await done;
  return { result, overOneSecond };
}

if (plan.warmUpSeconds > 0) await run(plan.warmUpSeconds);
const { result, overOneSecond } = await run(plan.seconds);
console.log(
  JSON.stringify({
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeoutsOverTenSeconds: result.timeouts,
    overOneSecond,
  }),
);
