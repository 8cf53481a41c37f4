import { jobTypeOf, type PracticeClient } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { type Person, peopleRecords } from "../identity";
import type { ClientJobRow } from "./practice-clients.repository";

/** A client or member by name as lists show it; their e-mail when they gave no name. */
const nameOf = (person: Person | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || person.email : "";

/** The jobs' fee (stored in dollars, two decimals) in cents, exactly. */
const centsOf = (dollars: number) => Math.round(dollars * 100);

/**
 * The clients in the order read, each with their jobs (in the order read) and their people's names:
 * one read of the people for the whole page, clients and members together.
 */
export async function clientViews(
  db: Executor,
  clients: readonly { clientId: number; lastContactAt: string | null }[],
  jobs: readonly ClientJobRow[],
): Promise<PracticeClient[]> {
  const people = await peopleRecords.byIds(db, [
    ...clients.map((client) => client.clientId),
    ...jobs.map((job) => job.workerUserId),
  ]);
  return clients.map(({ clientId, lastContactAt }) => ({
    id: clientId,
    name: nameOf(people.get(clientId)),
    email: people.get(clientId)?.email ?? "",
    lastContactAt,
    jobs: jobs
      .filter((job) => job.clientId === clientId)
      .map((job) => ({
        quoteId: job.quoteId,
        taxYear: job.taxYear,
        jobType: jobTypeOf(job.kind),
        statusId: job.statusId,
        cancelled: job.cancelledAt !== null,
        assignedUserId: job.workerUserId,
        assignedName: nameOf(people.get(job.workerUserId)),
        feeCents: centsOf(job.fee),
      })),
  }));
}
