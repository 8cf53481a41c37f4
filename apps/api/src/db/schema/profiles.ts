import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** An expert's directory profile: what taxpayers see and what matching reads. */
export const expertProfiles = pgTable(
  "expert_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    taxPreparationTypeId: integer("tax_preparation_type_id").notNull(),
    taxPreparerTypeId: integer("tax_preparer_type_id").notNull(),
    workingTypeIds: integer("working_type_ids").array().notNull(),
    isEnterprise: boolean("is_enterprise").notNull().default(false),
    businessName: text("business_name"),
    yearsOfExperience: integer("years_of_experience").notNull(),
    aboutBusinessOrServiceStandOut: text("about_business_or_service_stand_out"),
    state: text("state").notNull(),
    city: text("city").notNull(),
    ptin: text("ptin"),
    barNumber: text("bar_number"),
    /** The state that issued the bar number or license. */
    credentialState: text("credential_state"),
    licenseNumber: text("license_number"),
    enrolledAgentNumber: text("enrolled_agent_number"),
    /** Annual Filing Season Program record (a stored file), for registered tax preparers. */
    afspProofFileId: integer("afsp_proof_file_id"),
    yearFounded: integer("year_founded"),
    numberOfEmployees: integer("number_of_employees"),
    linkedin: text("linkedin"),
    website: text("website"),
    reviewsLink: text("reviews_link"),
    hasPricingSystem: boolean("has_pricing_system").notNull().default(false),
    pricingFileId: integer("pricing_file_id"),
    /** Set by an operator once the credentials are checked; until then shown as not yet verified. */
    credentialsVerifiedAt: timestamp("credentials_verified_at", { withTimezone: true, mode: "date" }),
    /** Set by an operator who refused the credentials, with the reason sent to the professional. */
    credentialsRefusedAt: timestamp("credentials_refused_at", { withTimezone: true, mode: "date" }),
    credentialsRefusalReason: text("credentials_refusal_reason"),
    /** The languages the professional serves clients in (catalog codes); matching prefers a shared one. */
    languages: text("languages").array().notNull().default(sql`'{en}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("expert_profiles_state_idx").on(table.state)],
);

/** A taxpayer's rating of an expert, 1-5 stars with a comment. */
export const expertReviews = pgTable(
  "expert_reviews",
  {
    id: serial("id").primaryKey(),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** How the author is shown: first name and last initial. */
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    /** Written by the demo seeder, not by a taxpayer. */
    seeded: boolean("seeded").notNull().default(false),
    /** Whether the reviewed work was an individual (true) or a business (false) return. */
    isIndividual: boolean("is_individual"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("expert_reviews_expert_idx").on(table.expertUserId),
    // A taxpayer reviews an expert once.
    uniqueIndex("expert_reviews_author_expert_unique")
      .on(table.authorUserId, table.expertUserId)
      .where(sql`${table.authorUserId} is not null`),
    check("expert_reviews_rating_range", sql`${table.rating} between 1 and 5`),
  ],
);

/** A school, degree or training on an expert's profile, in the order the expert listed them. */
export const expertEducation = pgTable(
  "expert_education",
  {
    id: serial("id").primaryKey(),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    institution: text("institution").notNull(),
    degree: text("degree").notNull(),
    yearOfGraduation: integer("year_of_graduation").notNull(),
  },
  (table) => [index("expert_education_expert_idx").on(table.expertUserId)],
);
