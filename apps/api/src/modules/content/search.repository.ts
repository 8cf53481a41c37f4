import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

export interface SearchHit {
  kind: "faq" | "blog";
  id: number;
  title: string;
  body: string;
  /** How many of the question's words the entry holds (a word with synonyms counts once). */
  matched: number;
  rank: number;
}

export interface SearchResult {
  /** The question's distinct words after stemming and dropping stop words. */
  wordCount: number;
  hits: SearchHit[];
}

type Row = {
  word_count: number;
  kind: "faq" | "blog" | null;
  id: number | null;
  title: string | null;
  body: string | null;
  matched: number | null;
  rank: number | null;
};

/**
 * Full-text search of the FAQ and the blog with PostgreSQL's English configuration. `words` are the
 * question's words, each with its synonyms ("subscription plan"); any of them may match (they are
 * OR-ed), and each hit says how many words it holds, so the caller can judge whether it answers.
 * FAQ entries outrank posts of the same score: they answer directly.
 */
export const searchRepository = {
  async search(db: Executor, words: readonly string[], limit: number): Promise<SearchResult> {
    // Both drivers (node-postgres and PGlite) answer a raw query with its rows under `rows`.
    const result = (await db.execute(sql`
      with groups as (
        select distinct array(select distinct unnest(tsvector_to_array(to_tsvector('english', word))) order by 1) as lexemes
        from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as word
      ),
      useful as (
        select lexemes, (select string_agg(quote_literal(l), ' | ') from unnest(lexemes) l)::tsquery as q
        from groups where cardinality(lexemes) > 0
      ),
      query as (
        select (select count(*) from useful)::int as word_count,
               (select string_agg(quote_literal(l), ' | ') from useful, unnest(useful.lexemes) l)::tsquery as q
      ),
      hits as (
        select 'faq' as kind, f.id, f.question as title, f.answer as body,
               (select count(*) from useful u where f.search @@ u.q)::int as matched,
               ts_rank(f.search, query.q) * 1.25 as rank
        from faq_entries f, query where query.word_count > 0 and f.published and f.search @@ query.q
        union all
        select 'blog', p.id, p.title, p.short_description,
               (select count(*) from useful u where p.search @@ u.q)::int,
               ts_rank(p.search, query.q)
        from blog_posts p, query where query.word_count > 0 and p.published and p.search @@ query.q
      )
      select query.word_count, hits.*
      from query left join hits on true
      order by hits.matched desc nulls last, hits.rank desc nulls last
      limit ${limit}
    `)) as unknown as { rows: Row[] };
    const rows = result.rows;
    const hits: SearchHit[] = [];
    for (const row of rows) {
      if (row.kind === null || row.id === null) continue;
      hits.push({
        kind: row.kind,
        id: Number(row.id),
        title: row.title ?? "",
        body: row.body ?? "",
        matched: Number(row.matched ?? 0),
        rank: Number(row.rank ?? 0),
      });
    }
    return { wordCount: Number(rows[0]?.word_count ?? 0), hits };
  },
};
