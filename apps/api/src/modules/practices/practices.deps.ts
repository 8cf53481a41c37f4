import type { PracticeSeats } from "@taxlane/contract";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { NotificationsService } from "../notifications";

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

/** A job whose member changed: which, and whose return it is. */
export interface MovedJob {
  quoteId: number;
  taxpayerUserId: number;
}

/**
 * Who works the practice's jobs, changed through the composition (the jobs are tax-preparation's;
 * practices does not import them).
 */
export interface PracticeWorkPort {
  /** A new practice takes its first owner's solo jobs. */
  adoptSoloJobs(executor: Executor, userId: number, practiceId: number): Promise<number>;
  /** Assigns those of the jobs that are the practice's to the member; answers those it moved. */
  assign(
    executor: Executor,
    practiceId: number,
    quoteIds: readonly number[],
    toUserId: number,
  ): Promise<MovedJob[]>;
  /** Every job of the practice assigned to one member goes to another. */
  handOver(executor: Executor, practiceId: number, fromUserId: number, toUserId: number): Promise<MovedJob[]>;
  /** How many of the practice's jobs each member is assigned. */
  assignedCounts(executor: Executor, practiceId: number): Promise<Map<number, number>>;
}

/**
 * The practice's conversations, as chat holds them (through the composition): the existing client's
 * hub knows no one, so a member leaving or removed is kept out of it by chat, not by their seat.
 */
export interface PracticeConversationsPort {
  /** Called in the transaction that took the member out: the hub drops them once it commits. */
  memberLeft(executor: Executor, practiceId: number): Promise<unknown>;
}

/** A routed request whose member changed (with the quote sent on it): which, and whose request. */
export interface MovedRequest {
  requestId: number;
  taxpayerUserId: number;
}

/**
 * Who works the requests routed to the practice's members and the quotes they sent, changed through
 * the composition (they are the marketplace's; practices does not import it). A request and its
 * quote move together.
 */
export interface PracticeRequestsPort {
  /** A new practice takes its first owner's requests and quotes that were theirs alone. */
  adoptSolo(executor: Executor, userId: number, practiceId: number): Promise<void>;
  /** Assigns those of the requests that are the practice's (and their quotes) to the member. */
  assign(
    executor: Executor,
    practiceId: number,
    requestIds: readonly number[],
    toUserId: number,
  ): Promise<MovedRequest[]>;
  /** Every request and quote of the practice assigned to one member goes to another. */
  handOver(
    executor: Executor,
    practiceId: number,
    fromUserId: number,
    toUserId: number,
  ): Promise<MovedRequest[]>;
  /** Whether the member is assigned any of the practice's requests or quotes. */
  hasAssigned(executor: Executor, practiceId: number, userId: number): Promise<boolean>;
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
  /** The practice's jobs and who works them (tax-preparation's). */
  work: PracticeWorkPort;
  /** The practice's conversations on the existing client's hub (chat's). */
  conversations: PracticeConversationsPort;
  /** The requests routed to its members and their quotes, and who works them (the marketplace's). */
  requests: PracticeRequestsPort;
  /** Tells a member the work they were given. */
  notifications: NotificationsService;
}
