import type { PracticeClients, PracticeClientsFilter, PracticeClientsQuery } from "@taxlane/contract";
import type { Principal } from "../../lib/access";
import type { FileAnswer } from "../../lib/file-reply";
import { auditRecords } from "../audit";
import { professionalScope } from "../tax-preparation";
import { clientViews } from "./client-view";
import { clientsCsv } from "./clients-csv";
import type { PracticeClientsDeps } from "./practice-clients.deps";
import { type ClientsRead, practiceClientsRepository as repository } from "./practice-clients.repository";

/**
 * A professional's clients: the taxpayers of the jobs they may see (`professionalScope`: a solo
 * professional's own, a practice member's assigned ones or, when their role sees all, the
 * practice's), each with those jobs and the last contact; and the same as a CSV file for owners.
 */
export function createPracticeClientsService({ db, clock }: PracticeClientsDeps) {
  const readOf = (caller: Principal, filter: PracticeClientsFilter): ClientsRead => ({
    scope: professionalScope(caller),
    filter,
    now: clock.now(),
  });

  return {
    async list(
      caller: Principal,
      { page, pageSize, ...filter }: PracticeClientsQuery,
    ): Promise<PracticeClients> {
      const read = readOf(caller, filter);
      const offset = (page - 1) * pageSize;
      const clients = await repository.clients(db, read, { limit: pageSize, offset });
      // A page past the end reads no row to count with: count the clients then, rather than say 0.
      const total = clients[0]?.total ?? (offset > 0 ? (await repository.clients(db, read, null)).length : 0);
      const jobs = await repository.jobsOf(
        db,
        read,
        clients.map((client) => client.clientId),
      );
      return { clients: await clientViews(db, clients, jobs), total, page, pageSize };
    },

    /** Every matching client's jobs as a CSV file, the export audited with its number of lines. */
    async exportCsv(caller: Principal, filter: PracticeClientsFilter, from: string): Promise<FileAnswer> {
      const read = readOf(caller, filter);
      const clients = await repository.clients(db, read, null);
      const jobs = await repository.jobsOf(
        db,
        read,
        clients.map((client) => client.clientId),
      );
      const csv = clientsCsv(await clientViews(db, clients, jobs));
      await auditRecords.record(db, {
        at: read.now,
        actor: caller,
        action: "practice-clients.exported",
        subjectUserId: null,
        subject: caller.practice ? `practice:${caller.practice.practiceId}` : null,
        from,
        detail: { rows: csv.rows },
      });
      return {
        fileName: `taxlane-clients-${read.now.toISOString().slice(0, 10)}.csv`,
        bytes: Buffer.from(csv.text, "utf8"),
      };
    },
  };
}

export type PracticeClientsService = ReturnType<typeof createPracticeClientsService>;
