import { eq } from "drizzle-orm";
import { organizerAnswers, storedFiles } from "../src/db/schema";
import { createExpert, startedJob } from "./marketplace";
import { textAnswerOf } from "./organizer";
import { createTestApp } from "./test-app";

/**
 * A test app of the organizer's answers with a started job (its taxpayer and professional), another
 * job, a professional of neither, and the calls the tests make. Each test file builds its own.
 */
export async function organizerTestApp() {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "65536" });
  const { db } = app.services;

  const rowsOf = (quoteId: number) =>
    db.select().from(organizerAnswers).where(eq(organizerAnswers.quoteId, quoteId));
  const filesOwnedBy = (userId: number) =>
    db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId));

  const { expert, taxpayer, quoteId } = await startedJob(app);
  const other = await startedJob(app);
  const strangerExpert = await createExpert(app);
  const answer = textAnswerOf(quoteId);
  return { app, db, rowsOf, filesOwnedBy, expert, taxpayer, quoteId, other, strangerExpert, answer };
}
