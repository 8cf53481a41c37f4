import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { practiceInvitations } from "../../db/schema";
import { type MemberRow, storedRole } from "./practices.repository";

type StoredInvitation = typeof practiceInvitations.$inferSelect;
export type InvitationRow = Omit<StoredInvitation, "role"> & { role: MemberRow["role"] };
export type NewInvitation = Omit<typeof practiceInvitations.$inferInsert, "id" | "role"> & {
  role: MemberRow["role"];
};

const read = (row: StoredInvitation): InvitationRow => ({ ...row, role: storedRole(row.role) });
const open = and(isNull(practiceInvitations.acceptedAt), isNull(practiceInvitations.revokedAt));

/** Invitations to join a practice: the only code that reads or writes them. */
export const invitationsRepository = {
  async insert(executor: Executor, row: NewInvitation): Promise<InvitationRow> {
    const [inserted] = await executor.insert(practiceInvitations).values(row).returning();
    if (!inserted) throw new Error("an invitation was not inserted");
    return read(inserted);
  },

  async byTokenHash(executor: Executor, tokenHash: string): Promise<InvitationRow | null> {
    const [row] = await executor
      .select()
      .from(practiceInvitations)
      .where(eq(practiceInvitations.tokenHash, tokenHash))
      .limit(1);
    return row ? read(row) : null;
  },

  async find(executor: Executor, practiceId: number, id: number): Promise<InvitationRow | null> {
    const [row] = await executor
      .select()
      .from(practiceInvitations)
      .where(and(eq(practiceInvitations.practiceId, practiceId), eq(practiceInvitations.id, id)))
      .limit(1);
    return row ? read(row) : null;
  },

  /** Neither accepted nor withdrawn (expired ones included, until replaced), oldest first. */
  async openOf(executor: Executor, practiceId: number): Promise<InvitationRow[]> {
    const rows = await executor
      .select()
      .from(practiceInvitations)
      .where(and(eq(practiceInvitations.practiceId, practiceId), open))
      .orderBy(asc(practiceInvitations.createdAt), asc(practiceInvitations.id));
    return rows.map(read);
  },

  /** Withdraws the open invitation to this address (any case), if any: a new one replaces it. */
  async revokeOpenTo(executor: Executor, practiceId: number, email: string, at: Date): Promise<void> {
    await executor
      .update(practiceInvitations)
      .set({ revokedAt: at })
      .where(
        and(
          eq(practiceInvitations.practiceId, practiceId),
          sql`lower(${practiceInvitations.email}) = lower(${email})`,
          open,
        ),
      );
  },

  /** Withdraws one open invitation; false when it was no longer open. */
  async revoke(executor: Executor, id: number, at: Date): Promise<boolean> {
    const rows = await executor
      .update(practiceInvitations)
      .set({ revokedAt: at })
      .where(and(eq(practiceInvitations.id, id), open))
      .returning({ id: practiceInvitations.id });
    return rows.length > 0;
  },

  /**
   * Uses the invitation up if it is still open and unexpired, in one statement: of two acceptances
   * sent together, or an acceptance and a withdrawal, one wins.
   */
  async acceptOnce(executor: Executor, id: number, at: Date): Promise<boolean> {
    const rows = await executor
      .update(practiceInvitations)
      .set({ acceptedAt: at })
      .where(and(eq(practiceInvitations.id, id), open, gt(practiceInvitations.expiresAt, at)))
      .returning({ id: practiceInvitations.id });
    return rows.length > 0;
  },
};
