import { type AnyColumn, and, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { intArrayParam, preparedPerDatabase } from "../../db/prepared";
import { correlates } from "../../db/qualified";
import { sessions, users } from "../../db/schema";
import { anyHoldsPlan, holdsPlan } from "../billing/subscriptions.queries";
import { hasWorkingCalendar } from "../calendar-sync/calendar-connections.queries";
import { ownerIdsOfPracticeOf } from "../practices/practice-members.queries";
import { holdsStrongFactor } from "./second-factors.repository";

/** What a person shows as, to others and to themselves: never their secrets. */
const shownColumns = {
  id: users.id,
  roleId: users.roleId,
  email: users.email,
  phoneNumber: users.phoneNumber,
  firstName: users.firstName,
  lastName: users.lastName,
  mayCallDirectly: users.mayCallDirectly,
  birthDate: users.birthDate,
  avatarFileId: users.avatarFileId,
  avatarThumbnail: users.avatarThumbnail,
};

// Every list that shows people reads them by id.
const usersByIds = preparedPerDatabase((db: Executor) =>
  db
    .select({
      ...shownColumns,
      timeZone: users.timeZone,
      language: users.language,
      createdAt: users.createdAt,
      closedAt: users.closedAt,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("users_by_ids"),
);

/**
 * Whether a plan covers the person: their own, or for a practice's member one of its owners' (which
 * pays for the members and unlocks their quotes; a member cannot take a plan of their own).
 */
const coveredByPlan = sql<boolean>`(${holdsPlan(users.id)} or ${anyHoldsPlan(ownerIdsOfPracticeOf(users.id))})`;

// GetUser on every page load: the account and whether a plan covers it and it has a working synced
// calendar, in one statement (billing, practices and calendar sync give their conditions).
const currentUserById = preparedPerDatabase((db: Executor) =>
  db
    .select({
      ...shownColumns,
      twoFactorEnabled: users.twoFactorEnabled,
      language: users.language,
      hasSubscription: coveredByPlan,
      hasSyncedCalendar: hasWorkingCalendar(users.id),
      // Where the person stands on a second factor, read in the same statement.
      secondFactorDueAt: users.secondFactorDueAt,
      hasStrongFactor: holdsStrongFactor(users.id),
      sessionFactor: sql<
        string | null
      >`(select ${sessions.factor} from ${sessions} where ${sessions.id} = ${sql.placeholder("sessionId")})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("current_user_by_id"),
);

async function currentUserRow(executor: Executor, id: number, sessionId: string) {
  const [row] = await currentUserById(executor).execute({ id, sessionId });
  return row ?? null;
}

/**
 * The person `userId` names, as another module's statement shows them beside its own rows (a
 * lateral subquery named `alias`): name, photo and contact, read in that statement. A list takes
 * the fields it shows; whether it may show the contact stays its own rule.
 */
export function personSubquery(db: Executor, userId: AnyColumn, alias: string) {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      avatarThumbnail: users.avatarThumbnail,
      email: users.email,
      phoneNumber: users.phoneNumber,
      mayCallDirectly: users.mayCallDirectly,
      language: users.language,
    })
    .from(users)
    .where(correlates(users.id, userId))
    .as(alias);
}

export type UserRow = typeof users.$inferSelect;
export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof currentUserRow>>>;

export const usersRepository = {
  async findByEmail(executor: Executor, email: string): Promise<UserRow | null> {
    const rows = await executor
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return rows[0] ?? null;
  },

  /** The people with these ids as others see them (missing ids are left out). */
  async listByIds(executor: Executor, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return usersByIds(executor).execute({ ids: intArrayParam(ids) });
  },

  async hasAny(executor: Executor): Promise<boolean> {
    const rows = await executor.select({ count: sql<number>`count(*)::int` }).from(users);
    return (rows[0]?.count ?? 0) > 0;
  },

  /** Accounts whose e-mail or name holds `text`, for the operator console; newest first. */
  /** Accounts newest first, older than `beforeId` when given, whose e-mail or name holds `text` when given. */
  async list(
    executor: Executor,
    options: { text?: string; beforeId?: number; limit: number },
  ): Promise<UserRow[]> {
    const conditions: SQL[] = [];
    if (options.text) {
      const pattern = `%${options.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(lower(${users.email}) like ${pattern} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern})`,
      );
    }
    if (options.beforeId !== undefined) conditions.push(lt(users.id, options.beforeId));
    return executor
      .select()
      .from(users)
      .where(and(...conditions))
      .orderBy(desc(users.id))
      .limit(options.limit);
  },

  /** The account as GetUser shows it, with its plan and calendar flags; null when it is gone. */
  findCurrent: currentUserRow,

  /** The account, locked until the transaction ends (two saves at once each see the other's photo). */
  async lockById(executor: Executor, id: number): Promise<UserRow | null> {
    const rows = await executor.select().from(users).where(eq(users.id, id)).for("update").limit(1);
    return rows[0] ?? null;
  },

  async findById(executor: Executor, id: number): Promise<UserRow | null> {
    const rows = await executor.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  },

  /** The accounts whose e-mail is at `domain` (`name@domain`), with their password hashes. */
  async listPasswordsAtDomain(
    executor: Executor,
    domain: string,
  ): Promise<{ id: number; email: string; passwordHash: string }[]> {
    return executor
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) like ${`%@${domain.toLowerCase()}`}`);
  },

  async setPasswordHash(executor: Executor, ids: number[], passwordHash: string): Promise<void> {
    if (ids.length === 0) return;
    await executor.update(users).set({ passwordHash }).where(inArray(users.id, ids));
  },

  /** `null` when the e-mail is taken (the unique index decides, so two sign-ups cannot race). */
  async insert(executor: Executor, row: typeof users.$inferInsert): Promise<UserRow | null> {
    const [inserted] = await executor.insert(users).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async update(
    executor: Executor,
    id: number,
    changes: Partial<
      Pick<
        UserRow,
        | "passwordHash"
        | "twoFactorEnabled"
        | "firstName"
        | "lastName"
        | "phoneNumber"
        | "birthDate"
        | "email"
        | "avatarFileId"
        | "avatarThumbnail"
        | "timeZone"
        | "language"
        | "suspendedAt"
        | "secondFactorDueAt"
      >
    >,
  ): Promise<boolean> {
    // A new e-mail that another account took meanwhile fails the unique index: report it, not a 500.
    const rows = await executor
      .update(users)
      .set(changes)
      .where(
        changes.email === undefined
          ? eq(users.id, id)
          : and(
              eq(users.id, id),
              sql`not exists (select 1 from ${users} other where lower(other.email) = ${changes.email.toLowerCase()} and other.id <> ${id})`,
            ),
      )
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Sets when the person's grace for a second factor ends, unless it was set before; true when this call set it. */
  async startSecondFactorGrace(executor: Executor, id: number, dueAt: Date): Promise<boolean> {
    const started = await executor
      .update(users)
      .set({ secondFactorDueAt: dueAt })
      .where(and(eq(users.id, id), isNull(users.secondFactorDueAt)))
      .returning({ id: users.id });
    return started.length > 0;
  },
};
