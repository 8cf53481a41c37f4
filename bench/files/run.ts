// The memory large files take on their way in and out. Downloads: one 25 MB PDF saved through the
// files service, then `BENCH_DOWNLOADS` (10) people download it at once over HTTP, reading slowly (a
// reader that takes a chunk every few milliseconds, as a slow connection does). Uploads: as many
// curl processes (so the senders' memory is not the server's) each send a 25 MB PDF in a chat message
// at once. The process's resident memory and its buffers outside the heap are sampled every 5 ms;
// each prints its peak over the idle figure, beside what holding every file whole would take (the
// file's size times the transfers), as the baseline.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { CHAT_FILES_FIELD } from "@taxlane/contract";
import { createSignedInUser } from "../../apps/api/test/factories";
import { postQuery, startedJob } from "../../apps/api/test/marketplace";
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

  /** Runs `work` while sampling memory; prints the peaks over idle against every file held whole. */
  async function measured<T>(what: string, work: () => Promise<T>): Promise<T> {
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
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const buffers = peakBuffers - idle.arrayBuffers;
    console.log(
      `${what} at once of a ${mb(fileBytes)} file, in ${seconds.toFixed(1)} s; peak over idle: resident ${mb(peakRss - idle.rss)}, buffers outside the heap ${mb(buffers)}; every file held whole would be ${mb(downloads * fileBytes)} (ratio ${(buffers / (downloads * fileBytes)).toFixed(2)}×)`,
    );
    return result;
  }

  const received = await measured(`bench/files: ${downloads} downloads`, () =>
    Promise.all(Array.from({ length: downloads }, download)),
  );
  if (received.some((length) => length !== bytes.length)) throw new Error("a download came back short");

  // Uploads: a chat message with the PDF, from a taxpayer with a job, sent by curl.
  const { expert, taxpayer } = await startedJob(app);
  const opened = await postQuery(app, taxpayer, "Chat/CreateChatConnection", { userId: expert.id });
  const { id: connectionId } = opened.json<{ id: number }>();
  const pdfFile = path.join(dataDir, "upload.pdf");
  await writeFile(pdfFile, bytes);
  const upload = async (index: number) => {
    const { stdout } = await promisify(execFile)("curl", [
      "-s",
      "-o",
      "/dev/null",
      "-w",
      "%{http_code}",
      "-H",
      `Authorization: Bearer ${taxpayer.token}`,
      "-F",
      `connectionId=${connectionId}`,
      "-F",
      `message=Upload ${index}`,
      "-F",
      `${CHAT_FILES_FIELD}=@${pdfFile};type=application/pdf`,
      `${url}/api/Chat/SendMessage`,
    ]);
    return stdout;
  };
  const statuses = await measured(`bench/files: ${downloads} uploads`, () =>
    Promise.all(Array.from({ length: downloads }, (_, index) => upload(index))),
  );
  if (statuses.some((status) => status !== "200")) throw new Error(`an upload was refused: ${statuses}`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
