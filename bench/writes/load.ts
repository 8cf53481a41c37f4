// One write measured by autocannon in a process of its own: `tsx writes/load.ts <spec JSON file>`.
// The spec names the URL, the connections, how many calls to warm up with and how many to measure,
// and the requests (headers, and where each body lies in the bodies file beside the spec); call `n`
// sends request `n` (cycling). Prints the figures as one JSON line.
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

export interface LoadSpec {
  url: string;
  connections: number;
  warmUp: number;
  amount: number;
  requests: { headers: Record<string, string>; offset: number; length: number }[];
}

const [specFile] = process.argv.slice(2);
if (!specFile) throw new Error("usage: load.ts <spec JSON file>");
const spec = JSON.parse(await readFile(specFile, "utf8")) as LoadSpec;
const bodies = await readFile(`${specFile}.bodies`);
let next = 0;
const options = {
  url: spec.url,
  connections: spec.connections,
  // autocannon notices it has made `amount` calls only when it next takes a sample: at its default of
  // one a second the time of a round was rounded up to whole seconds, and so were the calls a second.
  sampleInt: 10,
  requests: [
    {
      method: "POST" as const,
      setupRequest: (request: autocannon.Request) => {
        const chosen = spec.requests[next % spec.requests.length];
        next += 1;
        if (!chosen) return request;
        return {
          ...request,
          headers: chosen.headers,
          body: bodies.subarray(chosen.offset, chosen.offset + chosen.length),
        };
      },
    },
  ],
};
if (spec.warmUp > 0) await autocannon({ ...options, amount: spec.warmUp });
const result = await autocannon({ ...options, amount: spec.amount });
console.log(
  JSON.stringify({
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    requestsWithWarmUp: spec.warmUp + result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
  }),
);
