import type { JobAssignee } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { peopleRecords } from "../identity";
import { nameOf } from "./practice-view";
import { practicesRepository } from "./practices.repository";

/**
 * The members working a list of a practice's work (jobs, routed requests, quotes), read at once: a
 * lookup from an assigned user to who they are (null when none or the account is gone).
 */
export async function assigneesOf(
  executor: Executor,
  userIds: Iterable<number | null>,
): Promise<(userId: number | null) => JobAssignee | null> {
  const ids = [...new Set([...userIds].filter((id): id is number => id !== null))];
  const people = ids.length === 0 ? new Map() : await peopleRecords.byIds(executor, ids);
  return (userId) => {
    const person = userId === null ? undefined : people.get(userId);
    return person && userId !== null ? { userId, name: nameOf(person) } : null;
  };
}

/** The names of these practices, read at once: a lookup from a practice's id (null: none, or it is gone). */
export async function practiceNamesOf(
  executor: Executor,
  practiceIds: Iterable<number | null>,
): Promise<(practiceId: number | null) => string | null> {
  const ids = [...new Set([...practiceIds].filter((id): id is number => id !== null))];
  const rows = await practicesRepository.namesOf(executor, ids);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (practiceId) => (practiceId === null ? null : (names.get(practiceId) ?? null));
}
