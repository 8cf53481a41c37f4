// The memory a download of a large file takes: one 25 MB PDF saved through the files service, then
// `BENCH_DOWNLOADS` (10) people download it at once over HTTP, reading slowly (a reader that takes a
// chunk every few milliseconds, as a slow connection does); the process's resident memory and its
// buffers outside the heap are sampled every 5 ms. Prints the peak over the idle figure, beside what
// holding every download whole would take (the file's size times the downloads), as the baseline.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import http from "node:http";
import { createSignedInUser } from "../../apps/api/test/factories";
import { buildBenchApp } from "../api/bench-app";

const downloads = Number(process.env.BENCH_DOWNLOADS ?? 10);
const fileBytes = 25 * 1024 * 1024;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

const { app, dataDir } = await buildBenchApp("taxlane-bench-files-", { database: "pglite" });
try {
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  const owner = await createSignedInUser(app);
  const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(fileBytes - 9)]);
  const stored = await app.services.files.save({
    bytes,
    name: "scans.pdf",
    purpose: "bench-owned",
    ownerUserId: owner.id,
    allow: "pdf",
  });

  /** One download, read a piece at a time with a short pause, as a slower connection reads it. */
  const download = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(
        `${url}/api/files/${stored.id}`,
        { headers: { authorization: `Bearer ${owner.token}` } },
        (response) => {
          let received = 0;
          response.on("data", (chunk: Buffer) => {
            received += chunk.length;
            response.pause();
            setTimeout(() => response.resume(), 2);
          });
          response.on("end", () => resolve(received));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
    });

  global.gc?.();
  const idle = process.memoryUsage();
  let peakRss = idle.rss;
  let peakBuffers = idle.arrayBuffers;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  }, 5);
  const started = performance.now();
  const received = await Promise.all(Array.from({ length: downloads }, download));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (received.some((length) => length !== bytes.length)) throw new Error("a download came back short");

  console.log(
    `bench/files: ${downloads} downloads at once of a ${mb(fileBytes)} file, in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `peak over idle: resident ${mb(peakRss - idle.rss)}, buffers outside the heap ${mb(peakBuffers - idle.arrayBuffers)}; every download held whole would be ${mb(downloads * fileBytes)} (ratio ${((peakBuffers - idle.arrayBuffers) / (downloads * fileBytes)).toFixed(2)}×)`,
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
