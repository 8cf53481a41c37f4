import { RoleId } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { requestRecords } from "../marketplace";
import { jobRecords, professionalToTell } from "../tax-preparation";

/**
 * Who may meet whom. A taxpayer may book a professional they hired (a job) and, before hiring, one
 * whose quote they are still weighing (a live quote: not declined, not passed over, its request not
 * withdrawn), so a call can help them choose. A professional who never quoted them stays out of reach.
 * A practice's job is booked with the member working it (`professionalToTell`): their hours, their
 * calendar; moved to another member, the next booking goes to the new one.
 */
export const bookingAccess = {
  /** The two people a booking on this quote is between: its job's, or a live quote's; else null. */
  async parties(
    executor: Executor,
    quoteId: number,
  ): Promise<{ taxpayerUserId: number; expertUserId: number } | null> {
    const job = await jobRecords.parties(executor, quoteId);
    if (job) return { taxpayerUserId: job.taxpayerUserId, expertUserId: professionalToTell(job) };
    const quote = await requestRecords.quoteParties(executor, quoteId);
    return quote?.live ? { taxpayerUserId: quote.taxpayerUserId, expertUserId: quote.expertUserId } : null;
  },

  /** Whether the caller may see the professional's free slots: their taxpayers, as above, and themselves. */
  async mayViewSlots(executor: Executor, caller: Principal, accountantUserId: number): Promise<boolean> {
    if (caller.roleId === RoleId.expert) return caller.userId === accountantUserId;
    if (caller.roleId !== RoleId.taxpayer) return false;
    const jobs = await jobRecords.peopleOfTaxpayersJobs(executor, caller.userId);
    return (
      jobs.some((job) => professionalToTell(job) === accountantUserId) ||
      (await jobRecords.hasHired(executor, caller.userId, accountantUserId)) ||
      (await requestRecords.hasLiveQuote(executor, caller.userId, accountantUserId))
    );
  },
};
