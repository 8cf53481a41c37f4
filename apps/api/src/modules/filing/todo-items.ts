import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ToDoEntry, ToDoSource } from "../../lib/todo-source";
import { filingRepository } from "./filing.repository";
import { jurisdictionName } from "./filing-view";

/** A rejected e-file is corrected within a day (the ERO's 24 hours): the item is due then. */
const CORRECTION_DUE_MS = 24 * 60 * 60 * 1000;

/**
 * What of filings waits on a person: a professional's rejected filings until a corrected one is
 * recorded, due 24 hours after the rejection.
 */
export const filingToDoSource: ToDoSource = {
  async itemsFor(db, person): Promise<ToDoEntry[]> {
    if (person.roleId !== RoleId.expert) return [];
    const rejected = await filingRepository.uncorrectedOfProfessional(db, person.userId);
    return rejected.map((filing) => {
      const rejectedAt = filing.answerRecordedAt ?? filing.recordedAt;
      return {
        id: `filing-rejected:${filing.id}`,
        kind: "filing-rejected" as const,
        title: t("todo.filingRejectedTitle", { jurisdiction: jurisdictionName(filing.jurisdiction) }),
        detail: t("todo.filingRejectedDetail", { code: filing.rejectCode ?? "" }),
        link: `expert/tax_preparation/${filing.quoteId}?tab=filing`,
        quoteId: filing.quoteId,
        dueAt: new Date(rejectedAt.getTime() + CORRECTION_DUE_MS),
        createdAt: rejectedAt,
      };
    });
  },
};
