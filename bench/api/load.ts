// One autocannon measurement in a process of its own, so the load generator does not share the
// measured server's event loop: `tsx api/load.ts <url> <connections> <seconds> <headers as JSON>`.
// Prints the figures as one JSON line.
import autocannon from "autocannon";

const [url, connections, seconds, headers] = process.argv.slice(2);
if (!url) throw new Error("usage: load.ts <url> <connections> <seconds> [headers JSON]");
const options = {
  url,
  connections: Number(connections ?? 50),
  headers: headers ? (JSON.parse(headers) as Record<string, string>) : {},
};
// A short warm-up so every server is measured hot.
const warmUp = await autocannon({ ...options, duration: 2 });
const result = await autocannon({ ...options, duration: Number(seconds ?? 10) });
console.log(
  JSON.stringify({
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    // With the warm-up's: what a server's CPU time over the whole load is divided by.
    requestsWithWarmUp: warmUp.requests.total + result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
  }),
);
