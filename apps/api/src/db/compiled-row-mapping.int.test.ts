import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnPglite } from "../../test/pglite-only";
import { withCompiledRowMapping } from "./compiled-row-mapping";

const requests = pgTable("mapping_requests", {
  id: serial("id").primaryKey(),
  answers: jsonb("answers").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  note: text("note"),
});
const replies = pgTable("mapping_replies", {
  id: serial("id").primaryKey(),
  requestId: integer("request_id").notNull(),
});

const client = new PGlite();
const db = drizzle({ client });

function flatSelection(name: string) {
  return db
    .select({
      id: requests.id,
      answers: requests.answers,
      createdAt: requests.createdAt,
      deletedAt: requests.deletedAt,
      note: requests.note,
      replyId: replies.id,
      replies:
        sql<number>`(select count(*) from mapping_replies r where r.request_id = ${requests.id})`.mapWith(
          Number,
        ),
      label: sql<string>`'request ' || ${requests.id}`.as("label"),
    })
    .from(requests)
    .leftJoin(replies, eq(replies.requestId, requests.id))
    .orderBy(requests.id)
    .prepare(name);
}

beforeAll(async () => {
  await client.exec(`
    create table mapping_requests (id serial primary key, answers jsonb, created_at timestamptz not null,
      deleted_at timestamptz, note text);
    create table mapping_replies (id serial primary key, request_id integer not null);
    insert into mapping_requests (answers, created_at, deleted_at, note) values
      ('{"state":"TX","incomeTypeIds":[1,4]}', '2026-01-02 03:04:05.678+00', null, null),
      (null, '2026-02-03 04:05:06+00', '2026-03-01 00:00:00+00', 'kept');
    insert into mapping_replies (request_id) values (2), (2);
  `);
});
afterAll(() => client.close());

describeOnPglite("compiled row mapping", () => {
  it("maps a flat selection's rows exactly as Drizzle does (dates, JSON, SQL, a left join's nulls)", async () => {
    const drizzles = await flatSelection("mapping_drizzle").execute();
    const compiled = withCompiledRowMapping(flatSelection("mapping_compiled"));
    expect("customResultMapper" in compiled && typeof compiled.customResultMapper).toBe("function");
    const ours = await compiled.execute();
    expect(ours).toEqual(drizzles);
    expect(ours).toHaveLength(3);
    expect(ours[0]?.createdAt).toBeInstanceOf(Date);
    expect(ours[2]?.replies).toBe(2);
  });

  it("leaves a nested selection to Drizzle, which turns an unmatched join into null", async () => {
    const nested = withCompiledRowMapping(
      db
        .select({ request: { id: requests.id }, reply: { id: replies.id } })
        .from(requests)
        .leftJoin(replies, eq(replies.requestId, requests.id))
        .orderBy(requests.id)
        .prepare("mapping_nested"),
    );
    expect("customResultMapper" in nested ? nested.customResultMapper : undefined).toBeUndefined();
    expect((await nested.execute())[0]).toEqual({ request: { id: 1 }, reply: null });
  });
});
