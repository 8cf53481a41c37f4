import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { expertProfiles, expertReviews, users } from "../../db/schema";

export type NewExpertProfile = typeof expertProfiles.$inferInsert;
export type NewExpertReview = Omit<typeof expertReviews.$inferInsert, "id">;

export interface ExpertCardRow {
  id: number;
  firstName: string;
  lastName: string;
  taxPreparerTypeId: number;
  city: string;
  state: string;
  yearsOfExperience: number;
  credentialsVerifiedAt: Date | null;
  averageRating: number | null;
  reviewsCount: number;
}

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

export const profilesRepository = {
  async insertProfile(db: Executor, profile: NewExpertProfile): Promise<void> {
    await db.insert(expertProfiles).values(profile);
  },

  async insertReviews(db: Executor, reviews: NewExpertReview[]): Promise<void> {
    if (reviews.length > 0) await db.insert(expertReviews).values(reviews);
  },

  /** Experts with a profile, best rated first (then most reviewed, most experienced). */
  async listExpertCards(db: Executor, options: { state?: string; count: number }): Promise<ExpertCardRow[]> {
    const where: SQL | undefined = options.state ? eq(expertProfiles.state, options.state) : undefined;
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        taxPreparerTypeId: expertProfiles.taxPreparerTypeId,
        city: expertProfiles.city,
        state: expertProfiles.state,
        yearsOfExperience: expertProfiles.yearsOfExperience,
        credentialsVerifiedAt: expertProfiles.credentialsVerifiedAt,
        averageRating,
        reviewsCount,
      })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId))
      .leftJoin(expertReviews, eq(expertReviews.expertUserId, expertProfiles.userId))
      .where(where)
      .groupBy(users.id, expertProfiles.userId)
      .orderBy(
        sql`${averageRating} desc nulls last`,
        desc(reviewsCount),
        desc(expertProfiles.yearsOfExperience),
        users.id,
      )
      .limit(options.count);
    return rows.map((row) => ({
      ...row,
      averageRating: row.averageRating === null ? null : Number(row.averageRating),
    }));
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
