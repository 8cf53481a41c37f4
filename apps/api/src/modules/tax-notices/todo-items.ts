import { formatCents, RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ToDoEntry, ToDoSource } from "../../lib/todo-source";
import { dayWords, kindWords } from "./tax-notice-view";
import { taxNoticesRepository } from "./tax-notices.repository";

const lettersOf = (side: "user" | "expert", quoteId: number) =>
  `${side}/tax_preparation/${quoteId}?tab=letters`;

/**
 * What of letters from the IRS or a state waits on a person: a professional's letters not yet
 * answered, due on the deadline printed on them; a taxpayer's quotes for that work to accept or decline.
 */
export const taxNoticesToDoSource: ToDoSource = {
  async itemsFor(db, person): Promise<ToDoEntry[]> {
    if (person.roleId === RoleId.taxpayer) {
      const quoted = await taxNoticesRepository.quotesToAnswer(db, person.userId);
      return quoted.map((notice) => ({
        id: `tax-notice-quote:${notice.id}`,
        kind: "tax-notice-quote" as const,
        title: t("todo.taxNoticeQuoteTitle", { letter: kindWords(notice) }),
        detail: t("todo.taxNoticeQuoteDetail", { amount: formatCents(notice.quotePriceCents ?? 0) }),
        link: lettersOf("user", notice.quoteId),
        quoteId: notice.quoteId,
        createdAt: notice.quotedAt ?? notice.createdAt,
      }));
    }
    if (person.roleId !== RoleId.expert) return [];
    const open = await taxNoticesRepository.openOfProfessional(db, person.userId);
    return open.map((notice) => ({
      id: `tax-notice:${notice.id}`,
      kind: "tax-notice" as const,
      title: t("todo.taxNoticeTitle", { letter: kindWords(notice) }),
      detail: t("todo.taxNoticeDetail", { deadline: dayWords(notice.deadline) }),
      link: lettersOf("expert", notice.quoteId),
      quoteId: notice.quoteId,
      // Noon UTC is the deadline's own day in every US time zone.
      dueAt: new Date(`${notice.deadline}T12:00:00Z`),
      createdAt: notice.createdAt,
    }));
  },
};
