import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

/** A published FAQ entry or blog post as the assistant searches it. */
export interface SearchableEntry {
  kind: "faq" | "blog";
  id: number;
  /** The FAQ's question or the post's title. */
  title: string;
  /** The FAQ's answer or the post's short description. */
  body: string;
  /** The FAQ's category or the post's tags. */
  topic: string;
}

type VersionRow = { version: string | null };
type EntryRow = { kind: "faq" | "blog"; id: number; title: string; body: string; topic: string | null };

/**
 * What the assistant's index is built from. `version` is a digest of every published entry's
 * searched text, so a process sees that an operator changed the FAQ or the blog, in whichever
 * process the change was made, and rebuilds its index.
 */
export const searchRepository = {
  async version(db: Executor): Promise<string> {
    // Both drivers (node-postgres and PGlite) answer a raw query with its rows under `rows`.
    const result = (await db.execute(sql`
      select
        coalesce((select md5(string_agg(id || ':' || md5(category || question || answer), ',' order by id))
                  from faq_entries where published), '')
        || '/' ||
        coalesce((select md5(string_agg(id || ':' || md5(title || short_description || array_to_string(tags, ' ')), ',' order by id))
                  from blog_posts where published), '') as version
    `)) as unknown as { rows: VersionRow[] };
    return result.rows[0]?.version ?? "";
  },

  async entries(db: Executor): Promise<SearchableEntry[]> {
    const result = (await db.execute(sql`
      select 'faq' as kind, id, question as title, answer as body, category as topic
      from faq_entries where published
      union all
      select 'blog', id, title, short_description, array_to_string(tags, ' ')
      from blog_posts where published
    `)) as unknown as { rows: EntryRow[] };
    return result.rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      title: row.title,
      body: row.body,
      topic: row.topic ?? "",
    }));
  },
};
