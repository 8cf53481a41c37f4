import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import type { Executor } from "../../db/client";
import { faqShippedQuestions, faqEntries as faqTable } from "../../db/schema";
import { installContent } from "./content.install";
import { faqEntries as shippedFaq } from "./faq/faq-entries";

describe("the shipped FAQ on a later start", async () => {
  const { app } = await createTestApp();
  const { db } = app.services;
  const first = shippedFaq[0];
  const last = shippedFaq.at(-1);
  if (!first || !last) throw new Error("the product ships no FAQ");

  /** Runs `body` in a transaction then rolled back: the FAQ the worker's other files read stays as shipped. */
  async function rolledBack(body: (tx: Executor) => Promise<void>): Promise<void> {
    const rollback = new Error("rolled back");
    await expect(
      db.transaction(async (tx) => {
        await body(tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  }

  const entriesAsking = async (tx: Executor, question: string) =>
    (await tx.select({ id: faqTable.id }).from(faqTable).where(eq(faqTable.question, question))).length;

  /** An operator rewords the first shipped question; a release then ships the last one anew. */
  const rewordFirstAndShipLastAnew = async (tx: Executor): Promise<void> => {
    await tx
      .update(faqTable)
      .set({ question: "What is Taxlane, in a few words?" })
      .where(eq(faqTable.question, first.question));
    await tx.delete(faqTable).where(eq(faqTable.question, last.question));
    await tx.delete(faqShippedQuestions).where(eq(faqShippedQuestions.question, last.question));
  };

  it("records every shipped question as installed", async () => {
    const recorded = new Set((await db.select().from(faqShippedQuestions)).map((row) => row.question));
    for (const entry of shippedFaq) expect(recorded.has(entry.question), entry.question).toBe(true);
    expect(await installContent(db, [])).toEqual({ posts: 0, faq: 0 });
  });

  it("adds a newly shipped entry without bringing back a question an operator reworded", async () => {
    await rolledBack(async (tx) => {
      await rewordFirstAndShipLastAnew(tx);
      expect(await installContent(tx, [])).toEqual({ posts: 0, faq: 1 });
      expect(await entriesAsking(tx, last.question)).toBe(1);
      expect(await entriesAsking(tx, first.question)).toBe(0);
      expect(await entriesAsking(tx, "What is Taxlane, in a few words?")).toBe(1);
    });
  });

  it("adds a newly shipped entry when the operator's own entries make up the count", async () => {
    await rolledBack(async (tx) => {
      await rewordFirstAndShipLastAnew(tx);
      await tx.insert(faqTable).values({
        position: 99,
        category: "Practice",
        question: `Do you open on Saturdays ${Date.now()}?`,
        answer: "Yes.",
      });
      expect(await installContent(tx, [])).toEqual({ posts: 0, faq: 1 });
      expect(await entriesAsking(tx, last.question)).toBe(1);
      expect(await entriesAsking(tx, first.question)).toBe(0);
    });
  });
});
