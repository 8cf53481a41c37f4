import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { LocalCounts } from "./local-counts";
import type { RedisLink } from "./redis-link";

type Incr = FastifyRateLimitStore["incr"];
type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0];

/**
 * Counts in Redis, so every API process on it shares one limit; while Redis is away, in this
 * process's memory (docs/decisions/0192: neither a 500 nor no limit at all). A route with its own
 * limit counts under its own keys, as @fastify/rate-limit's own Redis store does.
 */
class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly link: RedisLink,
    private readonly prefix: string,
    private readonly local: LocalCounts,
  ) {}

  incr(key: string, callback: Parameters<Incr>[1], timeWindow: number): void {
    const fullKey = this.prefix + key;
    const countHere = () => callback(null, this.local.incr(fullKey, timeWindow));
    if (!this.link.available) {
      countHere();
      return;
    }
    this.link.count(fullKey, timeWindow).then((counted) => callback(null, counted), countHere);
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new SharedStore(this.link, `${this.prefix}${routeKey(routeOptions)}-`, this.local);
  }
}

/** The plugin hands a route's merged limit settings to `child`, with the route under `routeInfo`. */
function routeKey(options: object): string {
  const route = "routeInfo" in options ? options.routeInfo : undefined;
  if (typeof route !== "object" || route === null) return "";
  const method = "method" in route ? route.method : "";
  const url = "url" in route ? route.url : "";
  return `${Array.isArray(method) ? method.join(",") : String(method)}${String(url)}`;
}

/** The store class @fastify/rate-limit's `store` option takes, counting under `prefix` over `link`. */
export function sharedStore(link: RedisLink, prefix: string): FastifyRateLimitStoreCtor {
  const local = new LocalCounts();
  return class extends SharedStore {
    constructor() {
      super(link, prefix, local);
    }
  };
}
