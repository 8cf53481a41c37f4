import { businessOrganizer, encodeOrganizerTable, findOrganizerQuestion } from "@taxlane/organizer";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startedBusinessJob, startedJob } from "../../../test/marketplace";
import {
  answerOf,
  professionalAnswers,
  saveAnswers,
  taxpayerAnswers,
  textAnswerOf,
} from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { organizerAnswers } from "../../db/schema";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "65536" });
const { db } = app.services;

const ein = "12-3456789";
const ownerTin = "98-7654321";
const shareholders = (percents: readonly string[]) => {
  const table = findOrganizerQuestion(businessOrganizer, "pincipalShareholders")?.question.table;
  if (!table) throw new Error("the shareholders table is not defined");
  return encodeOrganizerTable(
    table,
    percents.map((ownershipPercent, index) => ({
      name: `Owner ${index + 1}`,
      taxId: index === 0 ? ownerTin : "123-45-6789",
      address: `${index + 1} Main St, Austin TX`,
      ownershipPercent,
    })),
  );
};

describe("the business organizer's answers", async () => {
  const { expert, taxpayer, quoteId } = await startedBusinessJob(app);
  const answer = textAnswerOf(quoteId);
  const rowsOf = () => db.select().from(organizerAnswers).where(eq(organizerAnswers.quoteId, quoteId));

  it("saves business answers under their sections and reads them back", async () => {
    const saved = await saveAnswers(app, taxpayer, [
      answer("businessEntity_NameOfBusiness", "Acme Widgets LLC"),
      answer("businessEntity_EmployerIdNumber", ein),
      answer("businessEntity_CkeckOne_Corporation", "llc", { answerTypeId: 3 }),
      answer("pincipalShareholders", shareholders(["60", "40"]), { answerTypeId: 5 }),
      answer("bankReconcilation_BalanceAtTheEndOfTheTaxYear", "12,500.00", { isFile: true }),
      answer("bankReconcilation_BankStatementsFile", undefined, {
        answerTypeId: 6,
        isFile: true,
        files: [[smallPdf(), "december-statement.pdf"]],
      }),
      answer("expenses_Advertising", "1,200", { isFile: true }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const sections = Object.fromEntries((await rowsOf()).map((row) => [row.question, row.categoryId]));
    expect(sections).toMatchObject({
      businessEntity_NameOfBusiness: 1,
      businessEntity_EmployerIdNumber: 1,
      pincipalShareholders: 2,
      bankReconcilation_BalanceAtTheEndOfTheTaxYear: 8,
      bankReconcilation_BankStatementsFile: 8,
      expenses_Advertising: 9,
    });
    const mine = (await taxpayerAnswers(app, taxpayer, quoteId)).body;
    expect(answerOf(mine, "businessEntity_NameOfBusiness")?.answer).toBe("Acme Widgets LLC");
    expect(answerOf(mine, "businessEntity_EmployerIdNumber")?.answer).toBe(ein);
    expect(answerOf(mine, "pincipalShareholders")?.answer).toBe(shareholders(["60", "40"]));
    expect(answerOf(mine, "bankReconcilation_BankStatementsFile")?.files).toEqual([
      expect.objectContaining({ name: "december-statement.pdf" }),
    ]);
  });

  it("seals the EIN and the owners' tax ids in the raw row, and masks them for the professional", async () => {
    const rows = await rowsOf();
    for (const key of ["businessEntity_EmployerIdNumber", "pincipalShareholders"]) {
      const row = rows.find((candidate) => candidate.question === key);
      expect(row?.answer, key).toBeNull();
      expect(row?.answerKeyId, key).toMatch(/\S/);
    }
    const raw = await db
      .select({ line: sql<string>`organizer_answers::text` })
      .from(organizerAnswers)
      .where(eq(organizerAnswers.quoteId, quoteId));
    const text = JSON.stringify(raw);
    for (const secret of [ein, ownerTin, "123-45-6789"]) expect(text).not.toContain(secret);
    expect(text).toContain("Acme Widgets LLC");

    const theirs = (await professionalAnswers(app, expert, `quoteId=${quoteId}`)).body;
    expect(answerOf(theirs, "businessEntity_EmployerIdNumber")).toMatchObject({
      answer: "***-**-6789",
      masked: true,
    });
    const table = answerOf(theirs, "pincipalShareholders");
    expect(table?.masked).toBe(true);
    const owners = JSON.parse(JSON.parse(table?.answer ?? "{}").data) as Record<string, string>[];
    expect(owners.map((owner) => [owner.name, owner.taxId, owner.ownershipPercent])).toEqual([
      ["Owner 1", "***-**-4321", "60"],
      ["Owner 2", "***-**-6789", "40"],
    ]);
    expect(answerOf(theirs, "businessEntity_NameOfBusiness")?.answer).toBe("Acme Widgets LLC");
    expect(JSON.stringify(theirs)).not.toContain(ownerTin);
  });

  it("refuses shareholders whose percentages do not add up to 100, and stores nothing of that save", async () => {
    const before = await rowsOf();
    const refused = await saveAnswers(app, taxpayer, [
      answer("businessEntity_PrincipalProductOrService", "Widgets", { isFile: true }),
      answer("pincipalShareholders", shareholders(["60", "30"]), { answerTypeId: 5 }),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: [
        {
          field: "questionList[1].answer",
          message: "The ownership percentages must add up to 100% (they add up to 90%).",
        },
      ],
    });
    const after = await rowsOf();
    expect(after).toEqual(before);
    const mine = (await taxpayerAnswers(app, taxpayer, quoteId)).body;
    expect(answerOf(mine, "pincipalShareholders")?.answer).toBe(shareholders(["60", "40"]));
  });

  it("checks business keys by their questions' rules: an EIN that is not one is refused", async () => {
    const refused = await saveAnswers(app, taxpayer, [answer("businessEntity_EmployerIdNumber", "12-34")]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: [
        {
          field: "questionList[0].answer",
          message: "Check this entry: it is not a value this field accepts.",
        },
      ],
    });
  });

  it("keeps checking an individual job by the individual organizer (business keys stored as unknown)", async () => {
    const individual = await startedJob(app);
    const saved = await saveAnswers(app, individual.taxpayer, [
      {
        quoteId: individual.quoteId,
        question: "pincipalShareholders",
        answerTypeId: 5,
        answer: shareholders(["10"]),
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
