import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea } from "./column-types";

/** PostgreSQL's full-text search document type; written only by generated columns. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A blog post. Installed from the Markdown files in the repository (by `slug`, so a new release adds
 * its new articles) and searched by the FAQ assistant through `search`.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull(),
    content: text("content").notNull(),
    contentHtml: text("content_html").notNull(),
    tip: text("tip").notNull(),
    tags: text("tags").array().notNull(),
    typeEnum: integer("type_enum").notNull(),
    thumbnailJpeg: bytea("thumbnail_jpeg").notNull(),
    imageJpeg: bytea("image_jpeg").notNull(),
    readingMinutes: integer("reading_minutes").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Operators unpublish a post from the console: the public pages and the assistant stop showing it. */
    published: boolean("published").notNull().default(true),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(short_description, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'D')`,
      ),
  },
  (table) => [
    uniqueIndex("blog_posts_slug_unique").on(table.slug),
    index("blog_posts_published_idx").on(table.publishedAt),
    index("blog_posts_search_idx").using("gin", table.search),
  ],
);

/**
 * Each question the product shipped that was installed here once: the installer adds a shipped entry
 * only when its question is not recorded, so an entry an operator reworded is not added again.
 */
export const faqShippedQuestions = pgTable("faq_shipped_questions", {
  question: text("question").primaryKey(),
  installedAt: timestamp("installed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A question of the public FAQ, in `position` order; the assistant searches it first. */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: serial("id").primaryKey(),
    position: integer("position").notNull(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    /** Markdown (plain paragraphs are Markdown too), rendered like the blog's. */
    answer: text("answer").notNull(),
    published: boolean("published").notNull().default(true),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(question, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'C') || setweight(to_tsvector('english', coalesce(answer, '')), 'B')`,
      ),
  },
  (table) => [
    uniqueIndex("faq_entries_question_unique").on(table.question),
    index("faq_entries_search_idx").using("gin", table.search),
  ],
);
