import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { isJobTaxpayer, jobRecords } from "../tax-preparation";

/** The job of `quoteId` when the caller is its taxpayer; anyone else learns only that it is not there. */
export async function taxpayersOwnJob(executor: Executor, caller: Principal, quoteId: number) {
  const job = await jobRecords.parties(executor, quoteId);
  if (!job || !isJobTaxpayer(caller, job)) throw notFound(t("consent.jobNotFound"));
  return job;
}
