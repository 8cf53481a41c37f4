/** The two people of an appointment and how each is written to: their zone, their time, their link. */
import type { Executor } from "../../db/client";
import { momentIn } from "../../lib/spoken-dates";
import { type Person, peopleRecords } from "../identity";
import { jobRecords } from "../tax-preparation";
import type { AppointmentRow } from "./appointments.repository";
import { usableZone } from "./slots";

/** Where the professional's notices lead: their appointments page. */
export const accountantLink = "expert/appointments-calendar";

/**
 * A moment as a person reads it in their zone and the language being spoken: "Monday, June 15, 2026 at
 * 9:30 AM EDT" (compose it inside the reader's language).
 */
export const whenIn = momentIn;

/** The appointment's professional and taxpayer, as identity keeps them. */
export async function peopleOf(executor: Executor, row: AppointmentRow) {
  const people = await peopleRecords.byIds(executor, [row.accountantUserId, row.taxpayerUserId]);
  const accountant = people.get(row.accountantUserId);
  const taxpayer = people.get(row.taxpayerUserId);
  if (!accountant || !taxpayer) throw new Error(`the people of appointment ${row.id} are gone`);
  return { accountant, taxpayer };
}

/** The taxpayer's zone for their own texts; the professional's when they never gave one. */
export const taxpayerZone = (taxpayer: Person, accountant: Person) =>
  taxpayer.timeZone ? usableZone(taxpayer.timeZone) : usableZone(accountant.timeZone);

/** Where the taxpayer's notification leads: the job's page, or their quotes while no job began. */
export async function taxpayerLink(executor: Executor, quoteId: number): Promise<string> {
  return (await jobRecords.parties(executor, quoteId)) ? `user/tax_preparation/${quoteId}` : "user/quotes";
}
