import { PRACTICE_ROLES, type PracticeRole } from "@taxlane/contract";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { practiceFormerMembers, practiceMembers, practices } from "../../db/schema";

export type PracticeRow = typeof practices.$inferSelect;
export type PracticeChange = Pick<PracticeRow, "name" | "address" | "efin">;

/** A member as stored, with the role read back as the role table's. */
export interface MemberRow {
  practiceId: number;
  userId: number;
  role: PracticeRole;
  seesAllJobs: boolean;
  joinedAt: Date;
}

/** A stretch of time a person was a member: to `leftAt`, or still one (null). */
export interface MembershipSpell {
  userId: number;
  joinedAt: Date;
  leftAt: Date | null;
}

/** A person's seat: their practice (with its name) and role. */
export interface SeatRow extends MemberRow {
  practiceName: string;
}

const roles: readonly string[] = PRACTICE_ROLES;

/** The table's check keeps the roles to these; anything else is a broken row, not a person's input. */
export function storedRole(role: string): PracticeRole {
  if (!roles.includes(role)) throw new Error(`a practice member has an unknown role: ${role}`);
  return role as PracticeRole;
}

const memberOf = <R extends { role: string }>(row: R) => ({ ...row, role: storedRole(row.role) });

const memberColumns = {
  practiceId: practiceMembers.practiceId,
  userId: practiceMembers.userId,
  role: practiceMembers.role,
  seesAllJobs: practiceMembers.seesAllJobs,
  joinedAt: practiceMembers.joinedAt,
};

const seatOfUser = preparedPerDatabase((executor: Executor) =>
  executor
    .select({ ...memberColumns, practiceName: practices.name })
    .from(practiceMembers)
    .innerJoin(practices, eq(practices.id, practiceMembers.practiceId))
    .where(eq(practiceMembers.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare("practice_seat_of_user"),
);

/** Practices and their members: the only code that reads or writes them. */
export const practicesRepository = {
  async insert(executor: Executor, row: PracticeChange & { createdAt: Date }): Promise<PracticeRow> {
    const [inserted] = await executor.insert(practices).values(row).returning();
    if (!inserted) throw new Error("a practice was not inserted");
    return inserted;
  },

  async update(executor: Executor, id: number, change: PracticeChange): Promise<void> {
    await executor.update(practices).set(change).where(eq(practices.id, id));
  },

  /** The names of these practices (those that are still there). */
  async namesOf(executor: Executor, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
    if (ids.length === 0) return [];
    return executor
      .select({ id: practices.id, name: practices.name })
      .from(practices)
      .where(inArray(practices.id, [...ids]));
  },

  async find(executor: Executor, id: number): Promise<PracticeRow | null> {
    const [row] = await executor.select().from(practices).where(eq(practices.id, id)).limit(1);
    return row ?? null;
  },

  /**
   * The person's seat, by the unique index on the member's user: the one query every professional's
   * call with a capability makes.
   */
  async seatOf(executor: Executor, userId: number): Promise<SeatRow | null> {
    const [row] = await seatOfUser(executor).execute({ userId });
    return row ? memberOf(row) : null;
  },

  async insertMember(executor: Executor, row: MemberRow): Promise<void> {
    await executor.insert(practiceMembers).values(row);
  },

  /** The practice's members, earliest first. */
  async members(executor: Executor, practiceId: number): Promise<MemberRow[]> {
    const rows = await executor
      .select(memberColumns)
      .from(practiceMembers)
      .where(eq(practiceMembers.practiceId, practiceId))
      .orderBy(asc(practiceMembers.joinedAt), asc(practiceMembers.userId));
    return rows.map(memberOf);
  },

  async member(executor: Executor, practiceId: number, userId: number): Promise<MemberRow | null> {
    const [row] = await executor
      .select(memberColumns)
      .from(practiceMembers)
      .where(and(eq(practiceMembers.practiceId, practiceId), eq(practiceMembers.userId, userId)))
      .limit(1);
    return row ? memberOf(row) : null;
  },

  async updateMember(
    executor: Executor,
    practiceId: number,
    userId: number,
    change: Pick<MemberRow, "role" | "seesAllJobs">,
  ): Promise<void> {
    await executor
      .update(practiceMembers)
      .set(change)
      .where(and(eq(practiceMembers.practiceId, practiceId), eq(practiceMembers.userId, userId)));
  },

  async deleteMember(executor: Executor, practiceId: number, userId: number): Promise<void> {
    await executor
      .delete(practiceMembers)
      .where(and(eq(practiceMembers.practiceId, practiceId), eq(practiceMembers.userId, userId)));
  },

  /** Keeps who a member was, as they are taken out (the member's row is deleted after). */
  async insertFormerMember(executor: Executor, member: MemberRow, leftAt: Date): Promise<void> {
    const { practiceId, userId, role, joinedAt } = member;
    await executor.insert(practiceFormerMembers).values({ practiceId, userId, role, joinedAt, leftAt });
  },

  /** Every stretch anyone was or is a member of the practice: its members now and its former ones. */
  async membershipSpells(executor: Executor, practiceId: number): Promise<MembershipSpell[]> {
    const current = await executor
      .select({ userId: practiceMembers.userId, joinedAt: practiceMembers.joinedAt })
      .from(practiceMembers)
      .where(eq(practiceMembers.practiceId, practiceId));
    const former = await executor
      .select({
        userId: practiceFormerMembers.userId,
        joinedAt: practiceFormerMembers.joinedAt,
        leftAt: practiceFormerMembers.leftAt,
      })
      .from(practiceFormerMembers)
      .where(eq(practiceFormerMembers.practiceId, practiceId));
    return [...current.map((row) => ({ ...row, leftAt: null })), ...former];
  },

  async ownerCount(executor: Executor, practiceId: number): Promise<number> {
    const [row] = await executor
      .select({ owners: count() })
      .from(practiceMembers)
      .where(and(eq(practiceMembers.practiceId, practiceId), eq(practiceMembers.role, "owner")));
    return row?.owners ?? 0;
  },
};
