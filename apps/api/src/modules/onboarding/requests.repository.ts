import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { isOpenRequest } from "../../db/open-requests";
import { expertInvitations, taxRequests, users } from "../../db/schema";

export type NewTaxRequest = Omit<typeof taxRequests.$inferInsert, "id">;

export interface OwnRequestRow {
  id: number;
  answers: Record<string, unknown>;
  createdAt: Date;
  user: {
    id: number;
    email: string;
    phoneNumber: string | null;
    firstName: string;
    lastName: string;
    mayCallDirectly: boolean;
  };
}

export const requestsRepository = {
  async insert(db: Executor, request: NewTaxRequest): Promise<number> {
    const [row] = await db.insert(taxRequests).values(request).returning({ id: taxRequests.id });
    if (!row) throw new Error("the request was not saved");
    return row.id;
  },

  /** A taxpayer's own open requests of one kind (not deleted, no job begun), newest first. */
  async listOpen(db: Executor, taxpayerUserId: number, kind: number): Promise<OwnRequestRow[]> {
    return db
      .select({
        id: taxRequests.id,
        answers: taxRequests.answers,
        createdAt: taxRequests.createdAt,
        user: {
          id: users.id,
          email: users.email,
          phoneNumber: users.phoneNumber,
          firstName: users.firstName,
          lastName: users.lastName,
          mayCallDirectly: users.mayCallDirectly,
        },
      })
      .from(taxRequests)
      .innerJoin(users, eq(users.id, taxRequests.taxpayerUserId))
      .where(
        and(eq(taxRequests.taxpayerUserId, taxpayerUserId), eq(taxRequests.kind, kind), isOpenRequest(db)),
      )
      .orderBy(desc(taxRequests.createdAt), desc(taxRequests.id));
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
