import { and, asc, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { blogPosts, faqEntries, faqShippedQuestions } from "../../db/schema";

export type BlogPostRow = Omit<typeof blogPosts.$inferSelect, "imageJpeg" | "search">;
export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, "id" | "search">;
export type FaqEntryRow = Omit<typeof faqEntries.$inferSelect, "search">;

const { imageJpeg: _image, search: _postSearch, ...postColumns } = getTableColumns(blogPosts);
const { search: _faqSearch, ...faqColumns } = getTableColumns(faqEntries);

export const contentRepository = {
  async listPosts(
    db: Executor,
    options: { count: number; typeEnums?: readonly number[] },
  ): Promise<BlogPostRow[]> {
    const where = and(
      eq(blogPosts.published, true),
      options.typeEnums ? inArray(blogPosts.typeEnum, [...options.typeEnums]) : undefined,
    );
    return db
      .select(postColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(options.count);
  },

  async findPost(db: Executor, id: number): Promise<BlogPostRow | undefined> {
    const [row] = await db
      .select(postColumns)
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)));
    return row;
  },

  async findPostImage(db: Executor, id: number): Promise<Buffer | undefined> {
    const [row] = await db
      .select({ image: blogPosts.imageJpeg })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)));
    return row?.image;
  },

  async postSlugs(db: Executor): Promise<Set<string>> {
    const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts);
    return new Set(rows.map((row) => row.slug));
  },

  /** Adds the posts whose slug is not there yet; several processes may install at once. */
  async insertPosts(db: Executor, posts: NewBlogPost[]): Promise<void> {
    if (posts.length === 0) return;
    await db.insert(blogPosts).values(posts).onConflictDoNothing({ target: blogPosts.slug });
  },

  /** Id and date of every post, newest first, for the sitemap. */
  async postDates(db: Executor): Promise<{ id: number; publishedAt: Date }[]> {
    return db
      .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.publishedAt));
  },

  async listFaq(db: Executor): Promise<FaqEntryRow[]> {
    return db
      .select(faqColumns)
      .from(faqEntries)
      .where(eq(faqEntries.published, true))
      .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  },

  async insertFaq(db: Executor, entries: Omit<FaqEntryRow, "id" | "published">[]): Promise<void> {
    if (entries.length === 0) return;
    await db.insert(faqEntries).values(entries).onConflictDoNothing({ target: faqEntries.question });
  },

  async shippedFaqQuestions(db: Executor): Promise<Set<string>> {
    const rows = await db.select({ question: faqShippedQuestions.question }).from(faqShippedQuestions);
    return new Set(rows.map((row) => row.question));
  },

  async recordShippedFaq(db: Executor, questions: string[]): Promise<void> {
    if (questions.length === 0) return;
    await db
      .insert(faqShippedQuestions)
      .values(questions.map((question) => ({ question })))
      .onConflictDoNothing();
  },
};
