import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "../lib/api-path";
import { AppError } from "../lib/app-error";

/**
 * A ceiling per client address for every call; calls that need tighter limits (sign-in, codes,
 * contact) set their own `config.rateLimit`. The limiter's memory is per process: several API
 * processes share limits once it is given a Redis store.
 */
export const rateLimitPlugin = fp<{ perMinute: number }>(async (app: FastifyInstance, { perMinute }) => {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !isApiPath(request.url),
    // A connection without a peer address (an in-process socket) still gets a key.
    keyGenerator: (request) => request.ip ?? "unknown",
    errorResponseBuilder: (_request, context) =>
      new AppError(
        "RATE_LIMITED",
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
        undefined,
        { "Retry-After": String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      ),
  });
});
