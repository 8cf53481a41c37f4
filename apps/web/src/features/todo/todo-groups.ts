import type { ToDoItem } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

export interface ToDoGroup {
  key: string;
  heading: string;
  items: ToDoItem[];
}

/**
 * The items by job, each job where its most urgent item falls; what comes before a job (requests,
 * quotes) together under its own heading. The order within a group stays the API's.
 */
export function groupByJob(items: readonly ToDoItem[]): ToDoGroup[] {
  const groups = new Map<string, ToDoGroup>();
  for (const item of items) {
    const key = item.quoteId === undefined ? "before-job" : `job-${item.quoteId}`;
    const heading =
      item.quoteId === undefined
        ? t("todo.beforeJob")
        : (item.jobLabel ?? t("todo.jobFallback", { id: item.quoteId }));
    const group = groups.get(key) ?? { key, heading, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
