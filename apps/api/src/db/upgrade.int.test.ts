import { createHash } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIn } from "../../test/identity";
import { createTestApp, newDataDir } from "../../test/test-app";
import {
  type FixturePersonName,
  fixtureFolders,
  fixturePersonNames,
  readRecorded,
  restoreFixture,
} from "../../test/upgrade-fixture";
import { fixedClock } from "../lib/clock";
import { organizerAnswers } from "./schema";

/**
 * Every upgrade fixture (test/fixtures/upgrade/<date>: a data folder an earlier release made) opened
 * with this code: the migrations bring it up to date, then each read recorded when it was made must
 * answer the same, the sealed answers and files must open with the keys they were sealed with, and
 * the taxpayer's password must still sign in. A migration that drops, renames or changes a column
 * those records use fails here.
 */
const onPostgres = process.env.DATABASE_URL !== undefined;
// A skipped suite's body still runs to list its tests: on PostgreSQL nothing is restored.
const folders = onPostgres ? [] : await fixtureFolders();

describe.skipIf(onPostgres)(
  "upgrade fixtures (PGlite data folders: run by the PGlite suite, not on PostgreSQL)",
  () => {
    it("has at least one fixture", () => {
      expect(folders.length).toBeGreaterThan(0);
    });

    for (const folder of folders) {
      describe(`the data made on ${path.basename(folder)}`, async () => {
        const recorded = await readRecorded(folder);
        const dataDir = await newDataDir();
        await restoreFixture(folder, dataDir);
        const { app } = await createTestApp(
          { AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
          { dataDir, databaseOnDisk: true, clock: fixedClock(new Date(recorded.clock)) },
        );
        const tokens = new Map<FixturePersonName, string>();
        for (const name of fixturePersonNames) {
          const { id, roleId } = recorded.people[name];
          tokens.set(name, (await app.services.sessions.open({ id, roleId }, { factor: "password" })).token);
        }
        const as = (name: FixturePersonName) => ({ authorization: `Bearer ${tokens.get(name)}` });

        it.each(recorded.reads.map((read) => [`${read.as} ${read.url}`, read] as const))(
          "answers %s as it did",
          async (_title, read) => {
            const response = await app.inject({ method: "GET", url: read.url, headers: as(read.as) });
            // The wire only grows: every recorded field answers as it did; fields added since may join.
            expect(response.statusCode).toBe(read.status);
            expect(response.json()).toMatchObject(read.body as object);
          },
        );

        it("keeps the SSN sealed and opens it with the key it was sealed with", async () => {
          const rows = await app.services.db
            .select()
            .from(organizerAnswers)
            .where(eq(organizerAnswers.question, "taxPayerSocialSecurityNo"));
          expect(rows).toHaveLength(1);
          expect(rows[0]?.answer).toBeNull();
          expect(rows[0]?.answerSealed?.toString("latin1")).not.toContain(recorded.ssn);
          const revealed = await app.inject({
            method: "POST",
            url: "/api/Accountant/RevealOrganizerAnswer",
            headers: as("expert"),
            payload: { quoteId: recorded.quoteId, answerId: rows[0]?.id },
          });
          expect(revealed.statusCode, revealed.body).toBe(200);
          expect(revealed.json()).toEqual({ answer: recorded.ssn });
        });

        it.each(recorded.files.map((file) => [file.url, file] as const))(
          "gives back the bytes of the sealed file %s",
          async (_url, file) => {
            const download = await app.inject({ method: "GET", url: file.url, headers: as(file.as) });
            expect(download.statusCode).toBe(200);
            expect(download.rawPayload.length).toBe(file.bytes);
            expect(createHash("sha256").update(download.rawPayload).digest("hex")).toBe(file.sha256);
          },
        );

        it("signs the taxpayer in with the password they chose", async () => {
          const { email, password } = recorded.people.taxpayer;
          const response = await signIn(app, email, password);
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json<{ token?: string }>().token).toEqual(expect.any(String));
        });
      });
    }
  },
);
