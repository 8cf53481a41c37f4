import { type AnyColumn, and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { intArrayParam, preparedPerDatabase } from "../../db/prepared";
import { correlates, qualified } from "../../db/qualified";
import { expertInvitations, taxRequests } from "../../db/schema";
import { isOpenRequest } from "./open-requests";

const requestSummaries = preparedPerDatabase((db: Executor) =>
  db
    .select({
      id: taxRequests.id,
      kind: taxRequests.kind,
      state: taxRequests.state,
      answers: taxRequests.answers,
      createdAt: taxRequests.createdAt,
    })
    .from(taxRequests)
    .where(sql`${taxRequests.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("requests_summaries"),
);

/** The kind of the request `requestId` names, as a column of another module's statement. */
export function requestKindOf(requestId: AnyColumn): SQL<number> {
  return sql<number>`(select ${qualified(taxRequests.kind)} from ${taxRequests} where ${correlates(taxRequests.id, requestId)})`;
}

export type NewTaxRequest = Omit<typeof taxRequests.$inferInsert, "id">;

export interface OwnRequestRow {
  id: number;
  answers: Record<string, unknown>;
  createdAt: Date;
}

/** A request as other modules show it next to their own rows. */
export interface RequestSummary {
  id: number;
  kind: number;
  state: string | null;
  answers: Record<string, unknown>;
  createdAt: Date;
}

export const requestsRepository = {
  async insert(db: Executor, request: NewTaxRequest): Promise<number> {
    const [row] = await db.insert(taxRequests).values(request).returning({ id: taxRequests.id });
    if (!row) throw new Error("the request was not saved");
    return row.id;
  },

  /** A taxpayer's own open requests of one kind (not deleted, none in `withJobs`), newest first. */
  async listOpen(db: Executor, taxpayerUserId: number, kind: number): Promise<OwnRequestRow[]> {
    return db
      .select({ id: taxRequests.id, answers: taxRequests.answers, createdAt: taxRequests.createdAt })
      .from(taxRequests)
      .where(and(eq(taxRequests.taxpayerUserId, taxpayerUserId), eq(taxRequests.kind, kind), isOpenRequest()))
      .orderBy(desc(taxRequests.createdAt), desc(taxRequests.id));
  },

  async summaries(db: Executor, ids: readonly number[]): Promise<RequestSummary[]> {
    if (ids.length === 0) return [];
    return requestSummaries(db).execute({ ids: intArrayParam(ids) });
  },

  async insertInvitation(db: Executor, invitation: typeof expertInvitations.$inferInsert): Promise<void> {
    await db.insert(expertInvitations).values(invitation);
  },

  async findInvitingExpert(db: Executor, keyHash: string): Promise<number | null> {
    const [row] = await db
      .select({ expertUserId: expertInvitations.expertUserId })
      .from(expertInvitations)
      .where(eq(expertInvitations.keyHash, keyHash))
      .limit(1);
    return row?.expertUserId ?? null;
  },
};
