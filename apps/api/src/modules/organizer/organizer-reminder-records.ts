import type { Executor } from "../../db/client";
import { organizerRemindersRepository, type PendingOrganizerAnswer } from "./organizer-reminders.repository";

export type { PendingOrganizerAnswer };

/** The organizer's questions that say a taxpayer pays estimated taxes. */
const paysEstimatesKeys = ["didPayAnyEstimatedTaxesDuringTheYear"] as const;

/**
 * The organizer as the reminders read it: answers marked "remind me later" ("I have more W-2s;
 * remind me later", a form not received yet, a file question left for later) until a file is given
 * for them or in their section since, and the jobs whose taxpayer pays estimated taxes.
 */
export const organizerReminderRecords = {
  pendingAnswers(executor: Executor): Promise<PendingOrganizerAnswer[]> {
    return organizerRemindersRepository.pendingAnswers(executor);
  },
  /** The answer if it is still left for later; null once answered, given or gone. */
  pendingAnswer(executor: Executor, answerId: number): Promise<PendingOrganizerAnswer | null> {
    return organizerRemindersRepository.pendingAnswer(executor, answerId);
  },
  jobsPayingEstimates(executor: Executor): Promise<number[]> {
    return organizerRemindersRepository.jobsAnsweringYes(executor, paysEstimatesKeys);
  },
  async paysEstimates(executor: Executor, quoteId: number): Promise<boolean> {
    return (
      (await organizerRemindersRepository.jobsAnsweringYes(executor, paysEstimatesKeys, quoteId)).length > 0
    );
  },
};
