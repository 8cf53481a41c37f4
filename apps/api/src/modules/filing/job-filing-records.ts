import { FEDERAL_JURISDICTION } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { filingRepository } from "./filing.repository";

/** The federal return's latest filing as a job's timeline reads it. */
export interface FederalFiling {
  filedOn: string;
  method: "efile" | "paper";
  /** The IRS's answer to an e-file; null while none is recorded. */
  acknowledgment: { accepted: boolean; on: string } | null;
}

/** What a job's timeline reads of its filings: the federal return's latest filing and what came of it. */
export const jobFilingRecords = {
  async timelineOf(
    executor: Executor,
    quoteId: number,
  ): Promise<{ filing: FederalFiling | null; refundDue: boolean; refundIssuedOn: string | null }> {
    const [rows, outcome] = await Promise.all([
      filingRepository.listOfJob(executor, quoteId),
      filingRepository.outcome(executor, quoteId),
    ]);
    // An amended return (1040-X) comes after the story the timeline tells; the latest original is it.
    const latest = rows.filter((row) => row.jurisdiction === FEDERAL_JURISDICTION && !row.amended).at(-1);
    const acknowledgment = (row: NonNullable<typeof latest>) =>
      row.accepted === null || row.acknowledgedOn === null
        ? null
        : { accepted: row.accepted, on: row.acknowledgedOn };
    return {
      filing: latest
        ? {
            filedOn: latest.filedOn,
            method: latest.method === "paper" ? "paper" : "efile",
            acknowledgment: acknowledgment(latest),
          }
        : null,
      refundDue: (outcome?.refundCents ?? 0) > 0,
      refundIssuedOn: outcome?.refundIssuedOn ?? null,
    };
  },
};
