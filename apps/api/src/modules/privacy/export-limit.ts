import { ACCESS_REQUESTS_LIMIT, type MyDataDownloads, privacyTexts } from "@taxlane/contract";
import { DateTime } from "luxon";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { privacyRepository } from "./privacy.repository";

const plusMonths = (at: Date, months: number) =>
  DateTime.fromJSDate(at, { zone: "utc" }).plus({ months }).toJSDate();

/**
 * Two downloads per rolling 12 months: how many are left, and when none, the
 * instant the next is possible (once the earliest of the last two leaves the window).
 */
async function allowance(executor: Executor, userId: number, now: Date) {
  const { count, perMonths } = ACCESS_REQUESTS_LIMIT;
  const recent = await privacyRepository.exportsSince(executor, userId, plusMonths(now, -perMonths));
  const remaining = Math.max(0, count - recent.length);
  if (remaining > 0) return { remaining, next: null };
  return { remaining, next: plusMonths(recent[recent.length - count] ?? now, perMonths) };
}

/** What the "Your data" card shows: downloads left, and the next possible day when none. */
export async function downloadsLeft(executor: Executor, userId: number, now: Date): Promise<MyDataDownloads> {
  const { remaining, next } = await allowance(executor, userId, now);
  return { remaining, nextAvailableOn: next ? next.toISOString().slice(0, 10) : null };
}

/** A third download within 12 months is a 429 saying the day the next is possible, with Retry-After. */
export async function requireExportAllowed(executor: Executor, userId: number, now: Date): Promise<void> {
  const { next } = await allowance(executor, userId, now);
  if (!next) return;
  const day = next.toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" });
  throw new AppError("RATE_LIMITED", privacyTexts.exportLimit.replace("{date}", day), undefined, {
    "Retry-After": String(Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000))),
  });
}

/** Counts one download, after checking again under the person's lock (two at once count as two). */
export async function countExport(executor: Executor, userId: number, now: Date): Promise<void> {
  await privacyRepository.lockPerson(executor, userId);
  await requireExportAllowed(executor, userId, now);
  await privacyRepository.addExport(executor, userId, now);
}
