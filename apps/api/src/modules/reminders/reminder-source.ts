import type { NotificationKind, ReminderKind } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import type { NotificationDraft, NotificationOutbox } from "../notifications";
import type { NewReminder, ReminderRow } from "./reminders.repository";

/** What a reminder says, read again from its subject just before it goes out. */
export interface ReminderMessage {
  title: string;
  description: string;
  link: string | null;
  mailParagraphs?: NotificationDraft["mailParagraphs"];
}

/**
 * The kinds the engine sends: a job's (listed on its Reminders tab, the contract's `ReminderKind`),
 * and the ones of no job: billing notices, and requests waiting for a professional's quote.
 */
export type SourceKind =
  | ReminderKind
  | "trial-ending"
  | "yearly-renewal"
  | "quote-request-unanswered"
  | "introductions-widened"
  | "signature-waiting"
  | "invoice-unpaid"
  | "tax-notice-10d"
  | "tax-notice-3d"
  | "filing-rejected"
  | "tax-due";

/**
 * One kind of reminder: where its subjects come from (`discover`, from the owner module's service)
 * and what its subject says now (`current`: null once answered, given, cancelled or paid).
 */
export interface ReminderSource {
  kind: SourceKind;
  preference: NotificationKind;
  /** Follows the job's cadence (organizer and documents); others send once at their instant. */
  jobCadence: boolean;
  discover(db: Executor, now: Date): Promise<NewReminder[]>;
  current(db: Executor, reminder: ReminderRow, now: Date): Promise<ReminderMessage | null>;
  /**
   * Whether the reminder's recipient is still the one it is for, read before each send. The member
   * working a practice's job or request changes when an owner assigns it on: the one moved off it is
   * not reminded any more (the engine stops the reminder as "reassigned"), and `discover` finds the
   * new one. Left out, the recipient never changes.
   */
  stillFor?(db: Executor, reminder: ReminderRow): Promise<boolean>;
  /**
   * A reminder that does something when it is due (widening a request): done in the send's
   * transaction in place of `current`, telling others through `outbox`; null when there was
   * nothing to do (the reminder stops without a send).
   */
  act?(
    tx: Executor,
    reminder: ReminderRow,
    now: Date,
    outbox: NotificationOutbox,
  ): Promise<ReminderMessage | null>;
}
