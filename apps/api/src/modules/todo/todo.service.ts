import type { ToDoItem, ToDoKind, ToDoList } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { ToDoEntry, ToDoPerson, ToDoSource } from "../../lib/todo-source";
import { peopleRecords } from "../identity";
import { jobRecords } from "../tax-preparation";

/** Each job of the person named as its page heads it: the tax year and the other side's name. */
async function jobLabels(db: Executor, person: ToDoPerson): Promise<Map<number, string>> {
  const jobs = await jobRecords.jobsOfPerson(db, person.userId);
  const others = jobs.map((job) =>
    job.taxpayerUserId === person.userId ? job.expertUserId : job.taxpayerUserId,
  );
  const people = await peopleRecords.byIds(db, others);
  return new Map(
    jobs.map((job, index) => {
      const other = people.get(others[index] ?? 0);
      const name = other ? `${other.firstName} ${other.lastName}`.trim() : "";
      return [job.quoteId, t("todo.jobLabel", { year: job.taxYear, name })];
    }),
  );
}

/** Something due comes first, the soonest first; then the rest, newest first. */
function byUrgency(a: ToDoEntry, b: ToDoEntry): number {
  if (a.dueAt && b.dueAt) return a.dueAt.getTime() - b.dueAt.getTime();
  if (a.dueAt) return -1;
  if (b.dueAt) return 1;
  return b.createdAt.getTime() - a.createdAt.getTime();
}

/** The person's to-do list: every source's items, with their job's name, the most urgent first. */
export function createToDoService(deps: { db: Database; clock: Clock; sources: readonly ToDoSource[] }) {
  const { db, clock, sources } = deps;
  return {
    async listFor(caller: Principal): Promise<ToDoList> {
      const person = { userId: caller.userId, roleId: caller.roleId, now: clock.now() };
      const [labels, ...found] = await Promise.all([
        jobLabels(db, person),
        ...sources.map((source) => source.itemsFor(db, person)),
      ]);
      const entries = found.flat().sort(byUrgency);
      const byKind: Partial<Record<ToDoKind, number>> = {};
      for (const entry of entries) byKind[entry.kind] = (byKind[entry.kind] ?? 0) + 1;
      const items: ToDoItem[] = entries.map(({ dueAt, createdAt, quoteId, ...entry }) => {
        const jobLabel = quoteId === undefined ? undefined : labels.get(quoteId);
        return {
          ...entry,
          ...(quoteId === undefined ? {} : { quoteId }),
          ...(jobLabel === undefined ? {} : { jobLabel }),
          ...(dueAt ? { dueAt: dueAt.toISOString() } : {}),
          createdAt: createdAt.toISOString(),
        };
      });
      return { items, counts: { total: items.length, byKind } };
    },
  };
}

export type ToDoService = ReturnType<typeof createToDoService>;
