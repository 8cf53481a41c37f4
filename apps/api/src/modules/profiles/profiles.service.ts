import type { ExpertCard, TaxPreparerTypeId, Testimonial } from "@taxlane/contract";
import type { Database } from "../../db/client";
import { profilesRepository } from "./profiles.repository";

/** How the public sees a person: first name and last initial ("Maria G."). */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().slice(0, 1).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** Stars rounded to one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const testimonialMinRating = 4;

export function createProfilesService(db: Database) {
  return {
    async expertsNearYou(query: { state?: string | undefined; count: number }): Promise<ExpertCard[]> {
      const rows = await profilesRepository.listExpertCards(db, { state: query.state, count: query.count });
      return rows.map((row) => ({
        id: row.id,
        displayName: publicName(row.firstName, row.lastName),
        taxPreparerTypeId: row.taxPreparerTypeId as TaxPreparerTypeId,
        city: row.city,
        state: row.state,
        yearsOfExperience: row.yearsOfExperience,
        rateByStars: row.averageRating === null ? null : oneDecimal(row.averageRating),
        reviewsCount: row.reviewsCount,
        credentialsVerified: row.credentialsVerifiedAt !== null,
        avatar: null,
      }));
    },

    async testimonials(count: number): Promise<Testimonial[]> {
      const rows = await profilesRepository.listTestimonials(db, { count, minRating: testimonialMinRating });
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        authorName: row.authorName,
        expertDisplayName: publicName(row.expertFirstName, row.expertLastName),
        createdDate: row.createdAt.toISOString(),
      }));
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
