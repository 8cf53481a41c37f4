import { createHmac } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import { t } from "@taxlane/contract/i18n";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiRequest } from "../../lib/api-path";
import { AppError } from "../../lib/app-error";
import { clientNetwork } from "../../lib/client-network";
import { RedisLink } from "./redis-link";
import { sharedStore } from "./shared-store";

export interface RateLimitOptions {
  perMinute: number;
  /** Count in Redis under `keyPrefix`, shared by every process on it; `undefined`: in this process's memory. */
  redis: { url: string; keyPrefix: string } | undefined;
}

/**
 * A ceiling per client address for every call; calls that need tighter limits (sign-in, codes,
 * contact) set their own `config.rateLimit`. Without Redis the limiter's memory is per process,
 * so `WORKERS=n` allows n times each limit; with it the processes share one count.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(async (app: FastifyInstance, { perMinute, redis }) => {
  const link = redis
    ? await RedisLink.open(redis.url, { log: app.log, name: `taxlane:${redis.keyPrefix}` })
    : undefined;
  if (link) app.addHook("onClose", () => link.close());
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    ...(link && redis ? { store: sharedStore(link, `${redis.keyPrefix}rate-limit:`) } : {}),
    allowList: (request) => !isApiRequest(request),
    // A connection without a peer address (an in-process socket) still gets a key; IPv6 counts by /64.
    keyGenerator: (request) => clientNetwork(request.ip ?? "unknown"),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        "RATE_LIMITED",
        t("errors.rateLimited", { seconds: String(Math.max(1, Math.ceil(context.ttl / 1000))) }),
        undefined,
        { "Retry-After": String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      ),
  });
});

/**
 * The key prefix of a deployment that names none: every process of one deployment signs sessions
 * with the same key, and two deployments with different keys never share counters on one Redis.
 * A one-way digest, so the key itself is not in Redis.
 */
export function deploymentKeyPrefix(jwtSecret: string): string {
  const id = createHmac("sha256", jwtSecret).update("taxlane rate-limit keys").digest("hex").slice(0, 16);
  return `taxlane:${id}:`;
}
