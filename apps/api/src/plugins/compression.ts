import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Below this, the headers and the compressor's framing cost more than they save. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text that compresses well. Files that are compressed already (PDF, images, Office documents,
 * archives) are left as they are.
 */
const compressibleType = /^(application\/(json|[\w.+-]+\+json|xml|javascript)|text\/|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per reply, so quick settings: brotli 5 and gzip 6 keep a 100 KB list under a few milliseconds. */
const encoders: Record<"br" | "gzip", (payload: Buffer) => Promise<Buffer>> = {
  br: (payload) =>
    brotli(payload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
      },
    }),
  gzip: (payload) => gzipAsync(payload, { level: 6 }),
};

function appendVary(value: string | number | string[] | undefined): string {
  const current = Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : "Accept-Encoding";
}

/**
 * Compresses replies built in memory (the API's JSON, the app's HTML page, the sitemap) with brotli
 * or gzip as the request's Accept-Encoding allows. Streams pass untouched: the web app's files are
 * compressed once at build time and served as they are, and the WebSocket upgrade never reaches a
 * reply hook.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: most API answers are small and pass through without a promise per reply.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader("content-encoding")) return done(null, payload);
    const contentType = String(reply.getHeader("content-type") ?? "");
    if (!compressibleType.test(contentType)) return done(null, payload);
    const length = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
    if (length < COMPRESSION_THRESHOLD) return done(null, payload);

    // The body depends on the request's Accept-Encoding from here on, whichever it says.
    reply.header("vary", appendVary(reply.getHeader("vary")));
    const encoding = negotiate<"br" | "gzip">(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
    if (!encoding) return done(null, payload);
    encoders[encoding](typeof payload === "string" ? Buffer.from(payload) : payload).then(
      (compressed) => {
        reply.header("content-encoding", encoding);
        reply.removeHeader("content-length");
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
});
