import { eq, sql } from "drizzle-orm";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { workerDatabase } from "../../test/test-app";
import type { Executor } from "./client";
import { preparedPerDatabase } from "./prepared";

const notes = pgTable("prepared_view_notes", { id: serial("id").primaryKey(), note: text("note").notNull() });

let builds = 0;
const noteById = preparedPerDatabase((db: Executor) => {
  builds++;
  return db
    .select({ note: notes.note })
    .from(notes)
    .where(eq(notes.id, sql.placeholder("id")))
    .prepare("prepared_view_note_by_id");
});

class RolledBack extends Error {}

beforeAll(async () => {
  const { executeSql } = await workerDatabase();
  await executeSql(
    "create table if not exists prepared_view_notes (id serial primary key, note text not null)",
  );
});

describe("a query prepared once per database", () => {
  it("runs in each transaction on that transaction's connection, built once", async () => {
    const { db } = await workerDatabase();
    const seen: string[][] = [];
    for (const note of ["first", "second"]) {
      await expect(
        db.transaction(async (tx) => {
          const [row] = await tx.insert(notes).values({ note }).returning({ id: notes.id });
          // Uncommitted, the row is seen only on the transaction's own connection.
          const found = await noteById(tx).execute({ id: row?.id });
          seen.push(found.map((each) => each.note));
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
    }
    expect(seen).toEqual([["first"], ["second"]]);

    const [kept] = await db.insert(notes).values({ note: "kept" }).returning({ id: notes.id });
    expect(await noteById(db).execute({ id: kept?.id })).toEqual([{ note: "kept" }]);
    expect(builds).toBe(1);
  });
});
