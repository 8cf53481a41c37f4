import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { peopleRecords } from "../identity";
import { isJobParticipant, isJobProfessional, isJobTaxpayer, jobRecords } from "../tax-preparation";

export type FilingJob = NonNullable<Awaited<ReturnType<typeof jobRecords.find>>>;

const sides = {
  professional: isJobProfessional,
  taxpayer: isJobTaxpayer,
  either: isJobParticipant,
} as const;

/** The job of this quote when the caller is on the given side of it; someone else's reads as missing. */
export async function jobOfCaller(
  executor: Executor,
  caller: Principal,
  quoteId: number,
  side: keyof typeof sides,
  missing: string = t("taxPreparation.jobNotFound"),
): Promise<FilingJob> {
  const job = await jobRecords.find(executor, quoteId);
  if (!job || !sides[side](caller, job)) throw notFound(missing);
  return job;
}

/** A person's name as notices say it. */
export async function nameOf(executor: Executor, userId: number): Promise<string> {
  const person = (await peopleRecords.byIds(executor, [userId])).get(userId);
  return `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim();
}
