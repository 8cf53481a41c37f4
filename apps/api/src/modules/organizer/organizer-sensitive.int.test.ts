import type { OrganizerReveal } from "@taxlane/contract";
import { encodeOrganizerTable, findOrganizerQuestion, individualOrganizer } from "@taxlane/organizer";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer } from "../../../test/factories";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import {
  answerOf,
  professionalAnswers,
  saveAnswers,
  taxpayerAnswers,
  textAnswerOf,
} from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { organizerAnswers, organizerReveals } from "../../db/schema";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db } = app.services;

const ssn = "123-45-6789";
const spouseSsn = "987-65-4321";
const routing = "021000021";
const account = "0012-3456-7890";
const providerTin = "555-66-7777";
const careTable = () => {
  const table = findOrganizerQuestion(individualOrganizer, "childOrDependentCareExpensesTableInfo")?.question
    .table;
  if (!table) throw new Error("the care providers table is not defined");
  return encodeOrganizerTable(table, [
    {
      paidTo: "Little Steps Daycare",
      phone: "512-555-0100",
      providerTaxId: providerTin,
      childName: "Ana",
      amount: "4,200",
    },
  ]);
};

describe("sensitive organizer answers", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const strangerExpert = await createExpert(app);
  const other = await startedJob(app);
  const answer = textAnswerOf(quoteId);
  const saved = await saveAnswers(app, taxpayer, [
    answer("taxPayerSocialSecurityNo", ssn, { categoryId: 26 }),
    answer("dependantSocialSecurityNo2", spouseSsn, { categoryId: 31 }),
    answer("bankRoutingNumber", routing, { categoryId: 36 }),
    answer("accountNumber", account, { categoryId: 36 }),
    answer("taxPayerDriversLicense", "D1234567", { categoryId: 27 }),
    answer("childOrDependentCareExpensesTableInfo", careTable(), { categoryId: 32, answerTypeId: 5 }),
    answer("taxPayerFirstName", "Dana", { categoryId: 26 }),
    answer("someNewClientsSpouseSSN", "111-22-3333", { categoryId: 7, forSpouse: true }),
  ]);
  const secrets = [ssn, spouseSsn, routing, account, "D1234567", providerTin, "111-22-3333", "123456789"];

  it("seals each sensitive answer before it is written: no plaintext in the table, its key id beside it", async () => {
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await db.select().from(organizerAnswers).where(eq(organizerAnswers.quoteId, quoteId));
    const sealed = rows.filter((row) => row.question !== "taxPayerFirstName");
    expect(sealed).toHaveLength(7);
    for (const row of sealed) {
      expect(row.answer, row.question).toBeNull();
      expect(row.answerKeyId, row.question).toMatch(/\S/);
      expect(row.answerSealed?.length, row.question).toBeGreaterThan(28);
    }
    expect(rows.find((row) => row.question === "taxPayerFirstName")).toMatchObject({
      answer: "Dana",
      answerKeyId: null,
    });
    // Each row as PostgreSQL prints it, every column included.
    const raw = await db
      .select({ line: sql<string>`organizer_answers::text` })
      .from(organizerAnswers)
      .where(eq(organizerAnswers.quoteId, quoteId));
    expect(raw).toHaveLength(8);
    const text = JSON.stringify(raw) + rows.map((row) => row.answerSealed?.toString("latin1") ?? "").join("");
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("shows the taxpayer every answer in full", async () => {
    const mine = (await taxpayerAnswers(app, taxpayer, quoteId)).body;
    expect(answerOf(mine, "taxPayerSocialSecurityNo")?.answer).toBe(ssn);
    expect(answerOf(mine, "accountNumber")?.answer).toBe(account);
    expect(answerOf(mine, "childOrDependentCareExpensesTableInfo")?.answer).toBe(careTable());
    expect(answerOf(mine, "someNewClientsSpouseSSN", true)?.answer).toBe("111-22-3333");
    expect(mine.some((row) => row.masked)).toBe(false);
  });

  it("shows the professional sensitive answers masked, the rest as given", async () => {
    const theirs = (await professionalAnswers(app, expert, `quoteId=${quoteId}`)).body;
    expect(answerOf(theirs, "taxPayerSocialSecurityNo")).toMatchObject({
      answer: "***-**-6789",
      masked: true,
    });
    expect(answerOf(theirs, "dependantSocialSecurityNo2")).toMatchObject({
      answer: "***-**-4321",
      masked: true,
    });
    expect(answerOf(theirs, "bankRoutingNumber")).toMatchObject({ answer: "****0021", masked: true });
    expect(answerOf(theirs, "accountNumber")).toMatchObject({ answer: "****7890", masked: true });
    expect(answerOf(theirs, "taxPayerDriversLicense")).toMatchObject({ answer: "****4567", masked: true });
    expect(answerOf(theirs, "someNewClientsSpouseSSN", true)).toMatchObject({
      answer: "***-**-3333",
      masked: true,
    });
    expect(answerOf(theirs, "taxPayerFirstName")).toMatchObject({ answer: "Dana" });
    expect(answerOf(theirs, "taxPayerFirstName")?.masked).toBeUndefined();
    const table = answerOf(theirs, "childOrDependentCareExpensesTableInfo");
    expect(table?.masked).toBe(true);
    const rows = JSON.parse(JSON.parse(table?.answer ?? "{}").data) as Record<string, string>[];
    expect(rows[0]).toMatchObject({
      paidTo: "Little Steps Daycare",
      providerTaxId: "***-**-7777",
      amount: "4,200",
    });
    const everything = JSON.stringify(theirs);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it("reveals one answer to the professional and records who, when, which and from where", async () => {
    const theirs = (await professionalAnswers(app, expert, `quoteId=${quoteId}`)).body;
    const id = answerOf(theirs, "taxPayerSocialSecurityNo")?.id ?? 0;
    const reveal = (user: typeof expert, body: Record<string, number>) =>
      app.inject({
        method: "POST",
        url: "/api/Accountant/RevealOrganizerAnswer",
        headers: { ...bearer(user), "x-forwarded-for": "203.0.113.9" },
        payload: body,
      });
    expect((await reveal(strangerExpert, { quoteId, answerId: id })).statusCode).toBe(404);
    expect((await reveal(other.expert, { quoteId: other.quoteId, answerId: id })).statusCode).toBe(404);
    expect((await reveal(taxpayer, { quoteId, answerId: id })).statusCode).toBe(403);
    expect(await db.select().from(organizerReveals).where(eq(organizerReveals.quoteId, quoteId))).toEqual([]);

    const shown = await reveal(expert, { quoteId, answerId: id });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ answer: ssn });

    const list = await getAs<OrganizerReveal[]>(
      app,
      taxpayer,
      `taxPayer/GetOrganizerReveals?quoteId=${quoteId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        question: "taxPayerSocialSecurityNo",
        forSpouse: false,
        revealedBy: "Test Person",
        revealedAt: expect.any(String),
        from: "127.0.0.1",
      },
    ]);
    expect(Date.parse(list.body[0]?.revealedAt ?? "")).not.toBeNaN();
    expect((await getAs(app, other.taxpayer, `taxPayer/GetOrganizerReveals?quoteId=${quoteId}`)).status).toBe(
      404,
    );
    expect((await getAs(app, expert, `taxPayer/GetOrganizerReveals?quoteId=${quoteId}`)).status).toBe(403);
  });

  it("keeps a sensitive answer sealed when it is saved again", async () => {
    const again = await saveAnswers(app, taxpayer, [
      answer("accountNumber", "9876543210", { categoryId: 36 }),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const [row] = await db
      .select()
      .from(organizerAnswers)
      .where(
        sql`${organizerAnswers.quoteId} = ${quoteId} and ${organizerAnswers.question} = 'accountNumber'`,
      );
    expect(row?.answer).toBeNull();
    expect(row?.answerSealed?.toString("latin1")).not.toContain("9876543210");
    const mine = (await taxpayerAnswers(app, taxpayer, quoteId)).body;
    expect(answerOf(mine, "accountNumber")?.answer).toBe("9876543210");
  });
});
