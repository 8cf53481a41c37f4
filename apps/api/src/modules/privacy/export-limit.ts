import { ACCESS_REQUESTS_LIMIT, privacyTexts } from "@taxlane/contract";
import { DateTime } from "luxon";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { privacyRepository } from "./privacy.repository";

const plusMonths = (at: Date, months: number) =>
  DateTime.fromJSDate(at, { zone: "utc" }).plus({ months }).toJSDate();

/**
 * Two downloads per rolling 12 months (SPEC.md section 9): a third within 12 months of the first of
 * the last two is a 429 saying the day the next one is possible, with Retry-After in seconds.
 */
export async function requireExportAllowed(executor: Executor, userId: number, now: Date): Promise<void> {
  const { count, perMonths } = ACCESS_REQUESTS_LIMIT;
  const recent = await privacyRepository.exportsSince(executor, userId, plusMonths(now, -perMonths));
  if (recent.length < count) return;
  // The next one is possible once the earliest of the last `count` leaves the window.
  const earliest = recent[recent.length - count] ?? now;
  const next = plusMonths(earliest, perMonths);
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
