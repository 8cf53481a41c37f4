/**
 * The route config of calls that take a password or a code, or send mail: a tight ceiling per client
 * address and minute, on top of the per-account back-off the services keep.
 */
export const guardedConfig = (perMinute: number) => ({ rateLimit: { max: perMinute, timeWindow: 60_000 } });
