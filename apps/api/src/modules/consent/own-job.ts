import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import { isJobTaxpayer, jobRecordsService } from "../tax-preparation";

/** The job of `quoteId` when the caller is its taxpayer; anyone else learns only that it is not there. */
export async function taxpayersOwnJob(executor: Executor, caller: Principal, quoteId: number) {
  const job = await jobRecordsService.parties(executor, quoteId);
  if (!job || !isJobTaxpayer(caller, job)) throw notFound(t("consent.jobNotFound"));
  return job;
}
