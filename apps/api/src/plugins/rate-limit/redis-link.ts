import type { Redis } from "ioredis";
import type { Counted } from "./local-counts";

/** The two levels the link logs at (the app's pino logger). */
export interface LinkLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/** After a call Redis failed, calls skip it this long, so a Redis that hangs does not slow each one. */
const pauseAfterFailureMs = 5_000;

/**
 * The connection that rate limits are counted over. It never makes a call wait for Redis: while
 * Redis is away (not connected, or a call failed in the last few seconds) `available` is false and
 * the store counts in memory. Going away and coming back are each logged once, never per call.
 */
export class RedisLink {
  private reachable = true;
  private pausedUntil = 0;

  private constructor(
    private readonly client: Redis,
    private readonly log: LinkLog,
    /** `host:port`: never the URL, which may carry a password. */
    private readonly where: string,
  ) {}

  /** Connects, waiting at most a couple of seconds: a Redis that cannot be reached does not stop the start. */
  static async open(url: string, { log, name }: { log: LinkLog; name: string }): Promise<RedisLink> {
    // Loaded only when a Redis is configured (about 20 MB the default, counting in memory, never needs).
    const { Redis } = await import("ioredis");
    const client = new Redis(url, {
      lazyConnect: true,
      connectionName: name,
      // A command fails at once while disconnected instead of queueing: the call is counted here.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      // Reconnects for as long as the process runs, at most every 5 s.
      retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
    });
    const parsed = new URL(url);
    const link = new RedisLink(client, log, `${parsed.hostname}:${parsed.port || "6379"}`);
    // Without a listener, ioredis reports every failed reconnection on the console.
    client.on("error", (error: unknown) => link.lost(error));
    client.on("ready", () => link.back());
    await client.connect().catch((error: unknown) => link.lost(error));
    return link;
  }

  get available(): boolean {
    return this.client.status === "ready" && Date.now() >= this.pausedUntil;
  }

  /** One more call for `key` in a window of `windowMs` that its first call starts. */
  async count(key: string, windowMs: number): Promise<Counted> {
    try {
      const replies = await this.client.multi().set(key, 0, "PX", windowMs, "NX").incr(key).pttl(key).exec();
      const failed = replies?.find(([error]) => error !== null)?.[0];
      if (failed) throw failed;
      const current = replies?.[1]?.[1];
      const ttl = replies?.[2]?.[1];
      if (typeof current !== "number" || typeof ttl !== "number") throw new Error("unexpected reply");
      if (ttl < 0) {
        // A key without an expiry (not one of ours) would never let the address through again.
        await this.client.pexpire(key, windowMs);
      }
      this.back();
      return { current, ttl: ttl < 0 ? windowMs : ttl };
    } catch (error) {
      this.pausedUntil = Date.now() + pauseAfterFailureMs;
      this.lost(error);
      throw error;
    }
  }

  async close(): Promise<void> {
    if (this.client.status === "ready") {
      await this.client.quit().catch(() => this.client.disconnect());
    } else {
      this.client.disconnect();
    }
  }

  private lost(error: unknown): void {
    if (!this.reachable) return;
    this.reachable = false;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    this.log.warn(
      { redis: this.where, reason },
      "Redis cannot be reached: rate limits are counted in each API process's memory until it answers again",
    );
  }

  private back(): void {
    if (this.reachable) return;
    this.reachable = true;
    this.pausedUntil = 0;
    this.log.info(
      { redis: this.where },
      "Redis answers again: rate limits are counted there, shared by every process",
    );
  }
}
