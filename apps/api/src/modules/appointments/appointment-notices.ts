/** What every notice of an appointment shares: when it is, in whose zone, and where it leads. */
import { DateTime } from "luxon";
import type { Executor } from "../../db/client";
import type { Person } from "../identity/people.service";
import { jobRecordsService } from "../tax-preparation/job-records.service";
import { usableZone } from "./slots";

/** Where the professional's notices lead: their appointments page. */
export const accountantLink = "expert/appointments-calendar";

/** A moment as a person reads it in their zone: "Monday, June 15, 2026 at 9:30 AM EDT". */
export function whenIn(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone })
    .setLocale("en-US")
    .toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
}

/** The taxpayer's zone for their own texts; the professional's when they never gave one. */
export const taxpayerZone = (taxpayer: Person, accountant: Person) =>
  taxpayer.timeZone ? usableZone(taxpayer.timeZone) : usableZone(accountant.timeZone);

/** Where the taxpayer's notification leads: the job's page, or their quotes while no job began. */
export async function taxpayerLink(executor: Executor, quoteId: number): Promise<string> {
  return (await jobRecordsService.parties(executor, quoteId))
    ? `user/tax_preparation/${quoteId}`
    : "user/quotes";
}
