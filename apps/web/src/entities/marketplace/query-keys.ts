/**
 * Every marketplace query's key (quotes, introductions, requests, sent quotes) starts with this, so
 * one quote sent, chosen or answered refreshes them all; a job's moves refresh them too.
 */
export const marketplaceKey = ["marketplace"] as const;
