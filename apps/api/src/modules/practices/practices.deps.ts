import type { PracticeSeats } from "@taxlane/contract";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";

/** A practice's members as the seats are counted: its owners (earliest first) and how many members. */
export interface PracticeHeadcount {
  practiceId: number;
  ownerIds: readonly number[];
  members: number;
}

/**
 * What members cost, asked of billing through the composition (practices knows nothing of plans):
 * the seats included and charged, and a change of members to be charged once it commits.
 */
export interface PracticeSeatsPort {
  seatsOf(executor: Executor, count: PracticeHeadcount): Promise<PracticeSeats>;
  /** Called in the transaction that changed the members: the provider is told after it commits. */
  membersChanged(executor: Executor, count: PracticeHeadcount): Promise<void>;
}

/** What the practices module is made from. */
export interface PracticesDeps {
  db: Database;
  clock: Clock;
  /** The invitation mails, queued with the invitation. */
  mail: MailOutbox;
  /** The web app's address, for the invitation's link. */
  publicUrl: string;
  /** The seats on the owners' plan (billing's). */
  seats: PracticeSeatsPort;
}
