import type { PracticeClientsFilter } from "@taxlane/contract";
import { and, desc, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { intArrayParam } from "../../db/prepared";
import { qualified } from "../../db/qualified";
import { taxPreparationJobs } from "../../db/schema";
import { lastAppointmentHeld } from "../appointments/appointments.queries";
import { lastMessageBetween } from "../chat/chat-contacts.queries";
import { lastDocumentGiven } from "../documents/requested-documents.queries";
import { personMatches } from "../identity/people.queries";
import { requestRecords } from "../marketplace";
import { memberIdsOf } from "../practices/practice-members.queries";
import { type ProfessionalScope, professionalSees } from "../tax-preparation";

/** Which jobs and clients a read covers: whose eyes, the filters, and the clock for "took place". */
export interface ClientsRead {
  scope: ProfessionalScope;
  filter: PracticeClientsFilter;
  now: Date;
}

/** A client of the page: who, when last in touch (ISO, UTC) and how many clients match in all. */
interface ClientRow {
  client_id: number;
  last_contact_at: string | null;
  total: number;
}

const jobs = taxPreparationJobs;

/** The jobs the caller works, the one rule of `professionalSees`, with the values of this call. */
const seenBy = (scope: ProfessionalScope) =>
  professionalSees(sql`${scope.userId}::int`, sql`${scope.practiceId}::int`, sql`${scope.allJobs}::boolean`);

/** The filters on one job (stage, member, year); the search is the client's, not the job's. */
function jobMatches({ status, assignedUserId, year }: PracticeClientsFilter): SQL {
  const worker = sql`coalesce(${qualified(jobs.assignedUserId)}, ${qualified(jobs.expertUserId)})`;
  return sql.join(
    [
      sql`true`,
      status === undefined ? undefined : sql`${qualified(jobs.statusId)} = ${status}::int`,
      assignedUserId === undefined ? undefined : sql`${worker} = ${assignedUserId}::int`,
      year === undefined ? undefined : sql`${qualified(jobs.taxYear)} = ${year}::int`,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

const clientMatches = (client: SQL, { search }: PracticeClientsFilter) =>
  search === undefined ? sql`true` : personMatches(client, search);

export const practiceClientsRepository = {
  /**
   * The clients with a job the caller sees that the filters match, the latest in touch first, with
   * their last contact: the latest of a message either way with the caller or their practice's
   * members, an appointment of one of those jobs that took place, and a document given on one. Last
   * contact reads every job the caller sees of the client, filtered or not. One statement; `page`
   * null reads them all (the export).
   */
  async clients(db: Executor, read: ClientsRead, page: { limit: number; offset: number } | null) {
    const { scope, filter, now } = read;
    const professionals = sql`select ${scope.userId}::int union ${memberIdsOf(sql`${scope.practiceId}::int`)}`;
    const result = (await db.execute(sql`
      with seen as (
        select ${qualified(jobs.taxpayerUserId)} as client_id,
          ${jobMatches(filter)} as matches,
          ${lastAppointmentHeld(qualified(jobs.quoteId), now)} as appointment_at,
          ${lastDocumentGiven(qualified(jobs.quoteId))} as document_at
        from ${jobs}
        where ${seenBy(scope)}
      ), clients as (
        select seen.client_id,
          greatest(max(seen.appointment_at), max(seen.document_at),
            ${lastMessageBetween(sql`seen.client_id`, professionals)}) as last_contact_at
        from seen
        group by seen.client_id
        having bool_or(seen.matches) and ${clientMatches(sql`seen.client_id`, filter)}
      )
      select client_id,
        to_char(last_contact_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_contact_at,
        (count(*) over ())::int as total
      from clients
      order by clients.last_contact_at desc nulls last, client_id desc
      ${page === null ? sql`` : sql`limit ${page.limit}::int offset ${page.offset}::int`}
    `)) as unknown as { rows: ClientRow[] };
    return result.rows.map((row) => ({
      clientId: Number(row.client_id),
      lastContactAt: row.last_contact_at,
      total: Number(row.total),
    }));
  },

  /** The jobs the caller sees of these clients that the filters match, the latest tax year first. */
  async jobsOf(db: Executor, read: Omit<ClientsRead, "now">, clientIds: readonly number[]) {
    if (clientIds.length === 0) return [];
    return db
      .select({
        quoteId: jobs.quoteId,
        clientId: jobs.taxpayerUserId,
        taxYear: jobs.taxYear,
        statusId: jobs.statusId,
        fee: jobs.fee,
        cancelledAt: jobs.cancelledAt,
        workerUserId: sql<number>`coalesce(${qualified(jobs.assignedUserId)}, ${qualified(jobs.expertUserId)})`,
        kind: requestRecords.requestKindOf(jobs.requestId),
      })
      .from(jobs)
      .where(
        and(
          seenBy(read.scope),
          jobMatches(read.filter),
          sql`${qualified(jobs.taxpayerUserId)} = any(${intArrayParam(clientIds)}::int[])`,
        ),
      )
      .orderBy(desc(jobs.taxYear), desc(jobs.quoteId));
  },
};

export type ClientJobRow = Awaited<ReturnType<typeof practiceClientsRepository.jobsOf>>[number];
