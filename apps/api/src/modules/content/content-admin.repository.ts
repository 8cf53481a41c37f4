import { asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { blogPosts, faqEntries } from "../../db/schema";
import type { FaqEntryRow, NewBlogPost } from "./content.repository";

const {
  imageJpeg: _image,
  thumbnailJpeg: _thumbnail,
  search: _postSearch,
  ...postColumns
} = getTableColumns(blogPosts);
const { search: _faqSearch, ...faqColumns } = getTableColumns(faqEntries);

export type AdminPostRow = Omit<typeof blogPosts.$inferSelect, "imageJpeg" | "thumbnailJpeg" | "search">;
export type PostEdit = Pick<
  NewBlogPost,
  "title" | "shortDescription" | "content" | "contentHtml" | "tip" | "tags" | "typeEnum" | "readingMinutes"
>;
export type FaqEdit = Pick<FaqEntryRow, "category" | "question" | "answer">;

/** The operator console's reads and writes of posts and FAQ entries, published or not. */
export const contentAdminRepository = {
  listPosts(db: Executor, limit: number): Promise<AdminPostRow[]> {
    return db
      .select(postColumns)
      .from(blogPosts)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit);
  },
  async findPost(db: Executor, id: number): Promise<AdminPostRow | null> {
    const [row] = await db.select(postColumns).from(blogPosts).where(eq(blogPosts.id, id));
    return row ?? null;
  },
  async insertPost(db: Executor, post: NewBlogPost): Promise<number> {
    const [row] = await db.insert(blogPosts).values(post).returning({ id: blogPosts.id });
    if (!row) throw new Error("the post was not stored");
    return row.id;
  },
  async updatePost(db: Executor, id: number, edit: PostEdit): Promise<boolean> {
    const rows = await db
      .update(blogPosts)
      .set(edit)
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    return rows.length > 0;
  },
  async setPostPublished(db: Executor, id: number, published: boolean): Promise<boolean> {
    const rows = await db
      .update(blogPosts)
      .set({ published })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    return rows.length > 0;
  },

  listFaq(db: Executor): Promise<FaqEntryRow[]> {
    return db.select(faqColumns).from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
  },
  async findFaq(db: Executor, id: number): Promise<FaqEntryRow | null> {
    const [row] = await db.select(faqColumns).from(faqEntries).where(eq(faqEntries.id, id));
    return row ?? null;
  },
  /** Adds the entry after the last one; null when the question is already asked (the unique index). */
  async insertFaq(db: Executor, entry: FaqEdit): Promise<number | null> {
    const [row] = await db
      .insert(faqEntries)
      .values({
        ...entry,
        position: sql`(select coalesce(max(${faqEntries.position}), -1) + 1 from ${faqEntries})`,
      })
      .onConflictDoNothing({ target: faqEntries.question })
      .returning({ id: faqEntries.id });
    return row?.id ?? null;
  },
  async updateFaq(db: Executor, id: number, edit: FaqEdit): Promise<boolean> {
    const rows = await db
      .update(faqEntries)
      .set(edit)
      .where(eq(faqEntries.id, id))
      .returning({ id: faqEntries.id });
    return rows.length > 0;
  },
  async setFaqPublished(db: Executor, id: number, published: boolean): Promise<boolean> {
    const rows = await db
      .update(faqEntries)
      .set({ published })
      .where(eq(faqEntries.id, id))
      .returning({ id: faqEntries.id });
    return rows.length > 0;
  },
  /** Whether another entry asks this question already. */
  async questionTaken(db: Executor, question: string, exceptId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(eq(faqEntries.question, question));
    return row !== undefined && row.id !== exceptId;
  },
};
