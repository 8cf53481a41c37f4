import type { IncomingMessage, ServerResponse } from "node:http";
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The CSP is what the built web app needs and no more: its own scripts only, inline styles (antd
 * writes CSS-in-JS), images from itself or as data/blob URLs.
 */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options, read once. Ours are the same for every response (no
 * nonces), where the fastify plugin built helmet's middleware, CSP parsing included, on every call.
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("helmet's headers depend on the request; they cannot be read once");
  return [...headers];
}

/** Headers every response carries, and the cross-origin rules. */
export const securityPlugin = fp<{ corsOrigins: string[] }>(async (app: FastifyInstance, { corsOrigins }) => {
  const headers = securityHeaders(helmetOptions);
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    credentials: false,
    exposedHeaders: ["Content-Disposition", "Retry-After", "X-Request-Id"],
  });
});
