import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ToDoEntry, ToDoSource } from "../../lib/todo-source";
import { jobMilestoneRecords } from "../tax-preparation";
import { organizerToDoRepository } from "./todo-items.repository";

/**
 * What of the organizer waits on a person. A taxpayer: per job that goes on, finishing the organizer
 * until they press Finish on its last step (`CompleteOrganizer`), and the sections with answers they
 * left for later (gone once answered or the file given). A professional: per job, the answers the
 * taxpayer saved since their last look at its review (the review's own "changed" mark; gone once
 * they open the review), and the files the taxpayer gave that they have not reviewed (gone once each
 * is accepted or sent back).
 */
export const organizerToDoSource: ToDoSource = {
  async itemsFor(db, person): Promise<ToDoEntry[]> {
    if (person.roleId === RoleId.taxpayer) {
      const [jobs, unfinished] = await Promise.all([
        organizerToDoRepository.sectionsLeftForLater(db, person.userId),
        jobMilestoneRecords.liveJobsOfTaxpayerWithout(db, person.userId, "organizerComplete"),
      ]);
      const toFinish = unfinished.map((job) => ({
        id: `organizer-finish:${job.quoteId}`,
        kind: "organizer-finish" as const,
        title: t("todo.organizerFinishTitle"),
        detail: t("todo.organizerFinishDetail"),
        link: `user/tax_preparation/${job.quoteId}?tab=organizer`,
        quoteId: job.quoteId,
        createdAt: job.startedAt,
      }));
      const leftForLater = jobs.map((job) => ({
        id: `organizer-left:${job.quoteId}`,
        kind: "organizer-sections" as const,
        title: t("todo.organizerSectionsTitle", { count: job.sections }),
        detail: t("todo.organizerSectionsDetail"),
        link: `user/tax_preparation/${job.quoteId}?tab=organizer`,
        quoteId: job.quoteId,
        createdAt: job.latestAt ?? person.now,
      }));
      return [...toFinish, ...leftForLater];
    }
    if (person.roleId !== RoleId.expert) return [];
    const [jobs, files] = await Promise.all([
      organizerToDoRepository.changedSinceLastLook(db, person.userId),
      organizerToDoRepository.filesToReview(db, person.userId),
    ]);
    const changed = jobs.map((job) => ({
      id: `organizer:${job.quoteId}`,
      kind: "organizer-changed" as const,
      title: t(job.lastViewedAt === null ? "todo.organizerNewTitle" : "todo.organizerChangedTitle", {
        count: job.changed,
      }),
      detail: t("todo.organizerChangedDetail"),
      link: `expert/tax_preparation/${job.quoteId}?tab=organizer`,
      quoteId: job.quoteId,
      createdAt: job.latestAt ?? person.now,
    }));
    const toReview = files.map((job) => ({
      id: `organizer-files:${job.quoteId}`,
      kind: "organizer-files" as const,
      title: t("todo.organizerFilesTitle", { count: job.files }),
      detail: t("todo.organizerFilesDetail"),
      link: `expert/tax_preparation/${job.quoteId}?tab=documents`,
      quoteId: job.quoteId,
      createdAt: job.latestAt ?? person.now,
    }));
    return [...changed, ...toReview];
  },
};
