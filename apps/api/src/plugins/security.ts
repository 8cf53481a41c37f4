import type { IncomingMessage, ServerResponse } from "node:http";
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The CSP is what the built web app needs and no more: its own scripts only, inline styles (antd
 * writes CSS-in-JS), images from itself or as data/blob URLs, and its service worker and manifest
 * from itself (named, though default-src covers them, so neither widens should that change).
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
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
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

/**
 * The request headers a client served from another origin sends: its bearer token, JSON bodies, the
 * marker its HTTP library adds, and the SignalR client's own user agent on the hub's negotiate.
 */
export const CORS_ALLOWED_HEADERS = [
  "authorization",
  "content-type",
  "x-requested-with",
  "x-signalr-user-agent",
];

/**
 * Headers every response carries, and the cross-origin rules: only the configured origins, each
 * answered with itself. Credentials are allowed because the SignalR client negotiates with them; we
 * keep no cookies, so a credentialed call carries nothing the bearer token does not already say.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(async (app: FastifyInstance, { corsOrigins }) => {
  const headers = securityHeaders(helmetOptions);
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  const listed = new Set(corsOrigins);
  await app.register(cors, {
    // Another origin gets no grant at all: no cross-origin header, its preflight refused.
    origin: (origin, grant) => grant(null, origin !== undefined && listed.has(origin) ? origin : false),
    credentials: true,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: ["Content-Disposition", "Retry-After", "X-Request-Id"],
  });
});
