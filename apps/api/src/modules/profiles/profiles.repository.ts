import { and, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { expertRatings } from "../../db/expert-ratings";
import { expertEducation, expertProfiles, expertReviews, users } from "../../db/schema";

export type NewExpertProfile = typeof expertProfiles.$inferInsert;
export type NewExpertReview = Omit<typeof expertReviews.$inferInsert, "id">;

export interface ExpertCardRow {
  id: number;
  firstName: string;
  lastName: string;
  taxPreparerTypeId: number;
  taxPreparationTypeId: number;
  workingTypeIds: number[];
  businessName: string | null;
  about: string | null;
  city: string;
  state: string;
  yearsOfExperience: number;
  credentialsVerifiedAt: Date | null;
  avatarThumbnail: Buffer | null;
  averageRating: number | null;
  reviewsCount: number;
}

export interface ExpertFilters {
  state?: string | undefined;
  /** The expert's services must be one of these (taxPreparationTypeId). */
  services?: readonly number[] | undefined;
  workingTypeId?: number | undefined;
}

export type ExpertProfileRow = typeof expertProfiles.$inferSelect & {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  birthDate: string | null;
  avatarFileId: number | null;
  avatarThumbnail: Buffer | null;
  memberSince: Date;
};

export type EducationRow = Pick<
  typeof expertEducation.$inferSelect,
  "institution" | "degree" | "yearOfGraduation"
>;
export type ExpertProfileChanges = Partial<Omit<typeof expertProfiles.$inferInsert, "userId" | "createdAt">>;

export interface TestimonialRow {
  id: number;
  rating: number;
  comment: string;
  authorName: string;
  createdAt: Date;
  expertFirstName: string;
  expertLastName: string;
}

const averageRating = sql<string | null>`avg(${expertReviews.rating})`;
const reviewsCount = sql<number>`count(${expertReviews.id})::int`;

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

  async insertReviews(db: Executor, reviews: NewExpertReview[]): Promise<void> {
    if (reviews.length > 0) await db.insert(expertReviews).values(reviews);
  },

  /**
   * Experts with a profile matching the filters, best rated first (then most reviewed, most
   * experienced), with the number of all that match.
   */
  async listExperts(
    db: Executor,
    filters: ExpertFilters,
    page: { offset: number; limit: number },
  ): Promise<{ rows: ExpertCardRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filters.state) conditions.push(eq(expertProfiles.state, filters.state));
    if (filters.services)
      conditions.push(inArray(expertProfiles.taxPreparationTypeId, [...filters.services]));
    if (filters.workingTypeId !== undefined) {
      conditions.push(sql`${filters.workingTypeId} = any(${expertProfiles.workingTypeIds})`);
    }
    const ratings = expertRatings(db);
    const ratingsCount = sql<number>`coalesce(${ratings.reviewsCount}, 0)`;
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        taxPreparerTypeId: expertProfiles.taxPreparerTypeId,
        taxPreparationTypeId: expertProfiles.taxPreparationTypeId,
        workingTypeIds: expertProfiles.workingTypeIds,
        businessName: expertProfiles.businessName,
        about: expertProfiles.aboutBusinessOrServiceStandOut,
        city: expertProfiles.city,
        state: expertProfiles.state,
        yearsOfExperience: expertProfiles.yearsOfExperience,
        credentialsVerifiedAt: expertProfiles.credentialsVerifiedAt,
        avatarThumbnail: users.avatarThumbnail,
        averageRating: ratings.averageRating,
        reviewsCount: ratingsCount,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId))
      .leftJoin(ratings, eq(ratings.expertUserId, expertProfiles.userId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(
        sql`${ratings.averageRating} desc nulls last`,
        desc(ratingsCount),
        desc(expertProfiles.yearsOfExperience),
        users.id,
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

  async findProfile(db: Executor, userId: number): Promise<ExpertProfileRow | null> {
    const rows = await db
      .select({
        profile: expertProfiles,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNumber: users.phoneNumber,
        birthDate: users.birthDate,
        avatarFileId: users.avatarFileId,
        avatarThumbnail: users.avatarThumbnail,
        memberSince: users.createdAt,
      })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId))
      .where(eq(expertProfiles.userId, userId))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    const { profile, ...person } = row;
    return { ...profile, ...person };
  },

  /** The demo's portraits; people's own photos go through the account service. */
  async setSeedAvatar(db: Executor, userId: number, fileId: number, thumbnail: Buffer): Promise<void> {
    await db
      .update(users)
      .set({ avatarFileId: fileId, avatarThumbnail: thumbnail })
      .where(eq(users.id, userId));
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

  async ratingSummary(
    db: Executor,
    userId: number,
  ): Promise<{ averageRating: number | null; reviewsCount: number }> {
    const [row] = await db
      .select({ averageRating, reviewsCount })
      .from(expertReviews)
      .where(eq(expertReviews.expertUserId, userId));
    return {
      averageRating: row?.averageRating == null ? null : Number(row.averageRating),
      reviewsCount: row?.reviewsCount ?? 0,
    };
  },

  async latestReviews(db: Executor, userId: number, count: number) {
    return db
      .select({
        id: expertReviews.id,
        rating: expertReviews.rating,
        comment: expertReviews.comment,
        authorName: expertReviews.authorName,
        createdAt: expertReviews.createdAt,
      })
      .from(expertReviews)
      .where(eq(expertReviews.expertUserId, userId))
      .orderBy(desc(expertReviews.createdAt), desc(expertReviews.id))
      .limit(count);
  },

  /** The best recent reviews with something to say. */
  async listTestimonials(
    db: Executor,
    options: { count: number; minRating: number },
  ): Promise<TestimonialRow[]> {
    return db
      .select({
        id: expertReviews.id,
        rating: expertReviews.rating,
        comment: expertReviews.comment,
        authorName: expertReviews.authorName,
        createdAt: expertReviews.createdAt,
        expertFirstName: users.firstName,
        expertLastName: users.lastName,
      })
      .from(expertReviews)
      .innerJoin(users, eq(users.id, expertReviews.expertUserId))
      .where(and(gte(expertReviews.rating, options.minRating), sql`length(${expertReviews.comment}) >= 40`))
      .orderBy(desc(expertReviews.rating), desc(expertReviews.createdAt), desc(expertReviews.id))
      .limit(options.count);
  },
};
