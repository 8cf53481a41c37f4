import { randomUUID } from "node:crypto";
import type { JobFilings } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import type { TestUser } from "./factories";
import { postAs } from "./invoices";
import { postQuery, startedJob } from "./marketplace";

/** A job its taxpayer moved to in for review: ready for its filings. */
export async function jobInForReview(app: FastifyInstance) {
  const job = await startedJob(app, "480");
  for (const step of [
    "Taxpayer/MakeTaxPreparationJobStatusInProcess",
    "taxpayer/makeTaxPreparationJobStatusInForReview",
  ]) {
    const moved = await postQuery(app, job.taxpayer, step, { quoteId: job.quoteId });
    if (moved.statusCode !== 200) throw new Error(`${step}: ${moved.body}`);
  }
  return job;
}

/** A fresh 20-character IRS submission id (digits and lowercase letters). */
export const submissionId = () => randomUUID().replaceAll("-", "").slice(0, 20);

/** The UTC day of the app's clock, moved by `days`. */
export const dayOfApp = (app: FastifyInstance, days = 0) =>
  new Date(app.services.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A filing's request, e-filed today unless said otherwise. */
export const filingBody = (app: FastifyInstance, quoteId: number, extra: object = {}) => ({
  quoteId,
  jurisdiction: "federal",
  method: "efile",
  filedOn: dayOfApp(app),
  submissionId: submissionId(),
  ...extra,
});

/** Records a filing and answers the job's filings (throws when refused). */
export async function recordFiling(
  app: FastifyInstance,
  expert: TestUser,
  quoteId: number,
  extra: object = {},
) {
  const response = await postAs(app, expert, "Accountant/RecordFiling", filingBody(app, quoteId, extra));
  if (response.statusCode !== 200) throw new Error(`RecordFiling: ${response.body}`);
  return response.json<JobFilings>();
}

/** Records the IRS's rejection (or acceptance, with no code) of a filing. */
export async function acknowledge(
  app: FastifyInstance,
  expert: TestUser,
  filingId: number,
  rejectCode?: string,
) {
  const response = await postAs(app, expert, "Accountant/RecordFilingAcknowledgment", {
    filingId,
    accepted: rejectCode === undefined,
    acknowledgedOn: dayOfApp(app),
    ...(rejectCode === undefined ? {} : { rejectCode }),
  });
  if (response.statusCode !== 200) throw new Error(`RecordFilingAcknowledgment: ${response.body}`);
  return response.json<JobFilings>();
}
