import { type AnyColumn, and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { correlates } from "../../db/qualified";
import { expertEducation, expertProfiles } from "../../db/schema";
import { expertRatings } from "./expert-ratings";

export type NewExpertProfile = typeof expertProfiles.$inferInsert;

/**
 * Where the expert `expertUserId` names works and what they are, as a lateral subquery (named
 * `alias`) of another module's statement: no row for someone without a profile.
 */
export function workplaceSubquery(db: Executor, expertUserId: AnyColumn, alias: string) {
  return db
    .select({
      taxPreparerTypeId: expertProfiles.taxPreparerTypeId,
      city: expertProfiles.city,
      state: expertProfiles.state,
    })
    .from(expertProfiles)
    .where(correlates(expertProfiles.userId, expertUserId))
    .as(alias);
}

/** An expert as the directory lists them, before their name and photo are added. */
export interface ExpertListRow {
  id: number;
  taxPreparerTypeId: number;
  taxPreparationTypeId: number;
  workingTypeIds: number[];
  businessName: string | null;
  about: string | null;
  city: string;
  state: string;
  yearsOfExperience: number;
  credentialsVerifiedAt: Date | null;
  averageRating: number | null;
  reviewsCount: number;
  languages: string[];
}

/** What matching weighs of an expert. */
export interface MatchingProfileRow {
  userId: number;
  credentialsVerified: boolean;
  taxPreparationTypeId: number;
  taxPreparerTypeId: number;
  workingTypeIds: number[];
  state: string;
  yearsOfExperience: number;
  averageRating: string | null;
  reviewsCount: number;
  languages: string[];
}

export interface ExpertFilters {
  state?: string | undefined;
  /** The expert's services must be one of these (taxPreparationTypeId). */
  services?: readonly number[] | undefined;
  workingTypeId?: number | undefined;
  /** Only experts who serve clients in this language. */
  language?: string | undefined;
}

export type ExpertProfileOnlyRow = typeof expertProfiles.$inferSelect;

export type EducationRow = Pick<
  typeof expertEducation.$inferSelect,
  "institution" | "degree" | "yearOfGraduation"
>;
export type ExpertProfileChanges = Partial<Omit<typeof expertProfiles.$inferInsert, "userId" | "createdAt">>;

/** Counts matches when the page asked for lies past the last one (so no row carried the total). */
async function countExperts(db: Executor, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(expertProfiles)
    .where(conditions.length > 0 ? and(...conditions) : undefined);
  return row?.count ?? 0;
}

export const profilesRepository = {
  async insertProfile(db: Executor, profile: NewExpertProfile): Promise<void> {
    await db.insert(expertProfiles).values(profile);
  },

  /**
   * Experts with a profile matching the filters, best rated first (then most reviewed, most
   * experienced), with the number of all that match.
   */
  async listExperts(
    db: Executor,
    filters: ExpertFilters,
    page: { offset: number; limit: number },
  ): Promise<{ rows: ExpertListRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filters.state) conditions.push(eq(expertProfiles.state, filters.state));
    if (filters.services)
      conditions.push(inArray(expertProfiles.taxPreparationTypeId, [...filters.services]));
    if (filters.workingTypeId !== undefined) {
      conditions.push(sql`${filters.workingTypeId} = any(${expertProfiles.workingTypeIds})`);
    }
    if (filters.language !== undefined) {
      conditions.push(sql`${filters.language} = any(${expertProfiles.languages})`);
    }
    const ratings = expertRatings(db);
    const ratingsCount = sql<number>`coalesce(${ratings.reviewsCount}, 0)`;
    const rows = await db
      .select({
        id: expertProfiles.userId,
        taxPreparerTypeId: expertProfiles.taxPreparerTypeId,
        taxPreparationTypeId: expertProfiles.taxPreparationTypeId,
        workingTypeIds: expertProfiles.workingTypeIds,
        businessName: expertProfiles.businessName,
        about: expertProfiles.aboutBusinessOrServiceStandOut,
        city: expertProfiles.city,
        state: expertProfiles.state,
        yearsOfExperience: expertProfiles.yearsOfExperience,
        credentialsVerifiedAt: expertProfiles.credentialsVerifiedAt,
        averageRating: ratings.averageRating,
        reviewsCount: ratingsCount,
        languages: expertProfiles.languages,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(expertProfiles)
      .leftJoin(ratings, eq(ratings.expertUserId, expertProfiles.userId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(
        sql`${ratings.averageRating} desc nulls last`,
        desc(ratingsCount),
        desc(expertProfiles.yearsOfExperience),
        expertProfiles.userId,
      )
      .limit(page.limit)
      .offset(page.offset);
    const total = rows[0]?.total ?? (page.offset > 0 ? await countExperts(db, conditions) : 0);
    return {
      rows: rows.map(({ total: _total, ...row }) => ({
        ...row,
        averageRating: row.averageRating === null ? null : Number(row.averageRating),
      })),
      total,
    };
  },

  /** Profiles whose credentials no operator has verified yet, oldest first. */
  async listUnverified(db: Executor, limit: number): Promise<ExpertProfileOnlyRow[]> {
    return db
      .select()
      .from(expertProfiles)
      .where(isNull(expertProfiles.credentialsVerifiedAt))
      .orderBy(expertProfiles.createdAt, expertProfiles.userId)
      .limit(limit);
  },

  async findProfile(db: Executor, userId: number): Promise<ExpertProfileOnlyRow | null> {
    const rows = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)).limit(1);
    return rows[0] ?? null;
  },

  /** The profile, locked until the transaction ends: two saves at once each see the other's files. */
  async lockProfile(db: Executor, userId: number): Promise<ExpertProfileOnlyRow | null> {
    const rows = await db
      .select()
      .from(expertProfiles)
      .where(eq(expertProfiles.userId, userId))
      .for("update")
      .limit(1);
    return rows[0] ?? null;
  },

  /** Experts who offer one of these kinds of work, with their stars. */
  async matchingProfiles(db: Executor, kinds: readonly number[]): Promise<MatchingProfileRow[]> {
    const ratings = expertRatings(db);
    return db
      .select({
        userId: expertProfiles.userId,
        taxPreparationTypeId: expertProfiles.taxPreparationTypeId,
        taxPreparerTypeId: expertProfiles.taxPreparerTypeId,
        workingTypeIds: expertProfiles.workingTypeIds,
        state: expertProfiles.state,
        yearsOfExperience: expertProfiles.yearsOfExperience,
        averageRating: ratings.averageRating,
        reviewsCount: sql<number>`coalesce(${ratings.reviewsCount}, 0)`,
        credentialsVerified: sql<boolean>`${expertProfiles.credentialsVerifiedAt} is not null`,
        languages: expertProfiles.languages,
      })
      .from(expertProfiles)
      .leftJoin(ratings, eq(ratings.expertUserId, expertProfiles.userId))
      .where(inArray(expertProfiles.taxPreparationTypeId, [...kinds]));
  },

  async updateProfile(db: Executor, userId: number, changes: ExpertProfileChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await db.update(expertProfiles).set(changes).where(eq(expertProfiles.userId, userId));
  },

  async listEducation(db: Executor, userId: number): Promise<EducationRow[]> {
    return db
      .select({
        institution: expertEducation.institution,
        degree: expertEducation.degree,
        yearOfGraduation: expertEducation.yearOfGraduation,
      })
      .from(expertEducation)
      .where(eq(expertEducation.expertUserId, userId))
      .orderBy(expertEducation.position);
  },

  /** Replaces the expert's education list with `entries`, in their order. */
  async replaceEducation(db: Executor, userId: number, entries: readonly EducationRow[]): Promise<void> {
    await db.delete(expertEducation).where(eq(expertEducation.expertUserId, userId));
    if (entries.length === 0) return;
    await db
      .insert(expertEducation)
      .values(entries.map((entry, position) => ({ ...entry, expertUserId: userId, position })));
  },

  async removeProfile(db: Executor, userId: number): Promise<void> {
    await db.delete(expertProfiles).where(eq(expertProfiles.userId, userId));
  },
};
