import type { OrganizerAnswer } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { startedJob } from "../../../test/marketplace";
import { answerOf, professionalAnswers, saveAnswers, taxpayerAnswers } from "../../../test/organizer";
import { organizerTestApp } from "../../../test/organizer-app";
import { smallPdf } from "../../../test/uploads";

const { app, rowsOf, expert, taxpayer, quoteId, other, strangerExpert, answer } = await organizerTestApp();

describe("the organizer's answers", () => {
  it("stores a save with its files, and shows it to the taxpayer and the professional", async () => {
    const saved = await saveAnswers(app, taxpayer, [
      answer("hasForeignBankAccount", "true", { answerTypeId: 3, categoryId: 0 }),
      answer("taxPayerBusiness_GrossIncome1", "12,500.00", { categoryId: 20, message: "From two clients" }),
      answer("taxPayerBusiness_GrossIncome2", "800", { categoryId: 20 }),
      answer("aKeyOfANewerClient", "kept as sent", { categoryId: 7 }),
      answer("taxPayer_W2FormFile", undefined, {
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [
          [smallPdf(), "w2-acme.pdf"],
          [smallPdf(), "w2-globex.pdf"],
        ],
      }),
      answer("spouse_W2FormFile", undefined, {
        answerTypeId: 6,
        categoryId: 19,
        forSpouse: true,
        reminder: true,
      }),
      answer("taxPayer_DoNotHaveMoreW2Form", "null", { answerTypeId: 3, categoryId: 19 }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);

    const mine = await taxpayerAnswers(app, taxpayer, quoteId);
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(7);
    // categoryId 0 is filed under the key's section (additional questions).
    expect(answerOf(mine.body, "hasForeignBankAccount")).toMatchObject({ categoryId: 35, answer: "true" });
    expect(answerOf(mine.body, "taxPayerBusiness_GrossIncome1")).toMatchObject({
      answer: "12,500.00",
      message: "From two clients",
      answerTypeId: 2,
      reminder: false,
    });
    expect(answerOf(mine.body, "aKeyOfANewerClient")).toMatchObject({
      categoryId: 7,
      answer: "kept as sent",
    });
    expect(answerOf(mine.body, "spouse_W2FormFile", true)).toMatchObject({ reminder: true, answer: null });
    expect(answerOf(mine.body, "taxPayer_DoNotHaveMoreW2Form")?.answer).toBe("null");
    const w2 = answerOf(mine.body, "taxPayer_W2FormFile");
    expect(w2?.files.map((file) => file.name)).toEqual(["w2-acme.pdf", "w2-globex.pdf"]);
    expect(w2?.files[0]).toMatchObject({
      contentType: "application/pdf",
      url: expect.stringMatching(/^\/api\/files\/\d+$/),
    });

    const theirs = await professionalAnswers(app, expert, `quoteId=${quoteId}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.map((row) => row.question).sort()).toEqual(
      mine.body.map((row) => row.question).sort(),
    );
    for (const user of [taxpayer, expert]) {
      const download = await app.inject({
        method: "GET",
        url: w2?.files[0]?.url ?? "",
        headers: bearer(user),
      });
      expect(download.statusCode).toBe(200);
    }
    const stranger = await app.inject({
      method: "GET",
      url: w2?.files[0]?.url ?? "",
      headers: bearer(other.taxpayer),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("keeps a table as the existing client sends it: JSON text whose data and columns are JSON text too", async () => {
    const table = JSON.stringify({
      data: JSON.stringify([{ make: "Subaru", model: "Outback", year: "2019", totalMiles: "12000" }]),
      columns: JSON.stringify([
        { title: "Make", dataIndex: "make" },
        { title: "Model", dataIndex: "model" },
      ]),
    });
    const saved = await saveAnswers(app, taxpayer, [
      answer("vehicleOperatingAndExpensesTableInfo", table, { answerTypeId: 5, categoryId: 21 }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = (await taxpayerAnswers(app, taxpayer, quoteId)).body;
    expect(answerOf(mine, "vehicleOperatingAndExpensesTableInfo")).toMatchObject({
      answerTypeId: 5,
      categoryId: 21,
      answer: table,
    });
  });

  it("replaces an answer saved again under the same key, keeping its files", async () => {
    const again = await saveAnswers(app, taxpayer, [
      answer("taxPayerBusiness_GrossIncome1", "13,000", { categoryId: 20 }),
      answer("taxPayer_W2FormFile", undefined, {
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [[smallPdf(), "w2-third.pdf"]],
      }),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const rows = (await rowsOf(quoteId)).filter((row) => row.question === "taxPayerBusiness_GrossIncome1");
    expect(rows).toHaveLength(1);
    const mine = (await taxpayerAnswers(app, taxpayer, quoteId)).body;
    expect(answerOf(mine, "taxPayerBusiness_GrossIncome1")).toMatchObject({
      answer: "13,000",
      message: null,
    });
    expect(answerOf(mine, "taxPayer_W2FormFile")?.files).toHaveLength(3);
  });

  it("shows each answer with its own files in id order, and one without files with none", async () => {
    const job = await startedJob(app);
    const saved = await saveAnswers(app, job.taxpayer, [
      answer("taxPayer_W2FormFile", undefined, {
        quoteId: job.quoteId,
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [
          [smallPdf(), "mine-1.pdf"],
          [smallPdf(), "mine-2.pdf"],
        ],
      }),
      answer("taxPayerBusiness_GrossIncome1", "900", { quoteId: job.quoteId, categoryId: 20 }),
      answer("spouse_W2FormFile", undefined, {
        quoteId: job.quoteId,
        answerTypeId: 6,
        categoryId: 19,
        forSpouse: true,
        isFile: true,
        files: [[smallPdf(), "spouse.pdf"]],
      }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const filesOf = (answers: OrganizerAnswer[]) =>
      answers.map((row) => [row.question, row.forSpouse, row.files.map((file) => file.name)]);
    const expected = [
      ["taxPayer_W2FormFile", false, ["mine-1.pdf", "mine-2.pdf"]],
      ["taxPayerBusiness_GrossIncome1", false, []],
      ["spouse_W2FormFile", true, ["spouse.pdf"]],
    ];
    const mine = (await taxpayerAnswers(app, job.taxpayer, job.quoteId)).body;
    expect(filesOf(mine)).toEqual(expected);
    const ids = answerOf(mine, "taxPayer_W2FormFile")?.files.map((file) => file.id) ?? [];
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const theirs = (await professionalAnswers(app, job.expert, `quoteId=${job.quoteId}`)).body;
    expect(filesOf(theirs)).toEqual(expected);
    expect(theirs.map((row) => row.files)).toEqual(mine.map((row) => row.files));
  });

  it("keeps a save of many answers whole, past the limits of ordinary forms", async () => {
    const many = Array.from({ length: 150 }, (_, row) =>
      answer(`dependantFirstName${row + 2}`, `Child ${String.fromCharCode(65 + (row % 26))}`, {
        categoryId: 31,
        message: "from the list",
      }),
    );
    const saved = await saveAnswers(app, taxpayer, many);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = (await taxpayerAnswers(app, taxpayer, quoteId)).body;
    expect(mine.filter((row) => row.question.startsWith("dependantFirstName"))).toHaveLength(150);
    expect(answerOf(mine, "dependantFirstName151")?.answer).toBe("Child T");
  });

  it("filters the professional's read by person and by mode", async () => {
    const saved = await saveAnswers(app, taxpayer, [
      answer("filterEmptyWithMessage", "", { categoryId: 7, message: "Ask me about this" }),
      answer("filterAnsweredWithMessage", "42", { categoryId: 7, message: "Roughly" }),
      answer("filterEmptyNoMessage", "NaN", { categoryId: 7 }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = async (query: string) =>
      (await professionalAnswers(app, expert, `quoteId=${quoteId}&${query}`)).body
        .map((row) => row.question)
        .filter((question) => question.startsWith("filter") || question.startsWith("spouse_"));
    expect(await read("filter=1")).toEqual(expect.not.arrayContaining(["filterEmptyWithMessage"]));
    expect(await read("filter=1")).toEqual(
      expect.arrayContaining(["filterAnsweredWithMessage", "filterEmptyNoMessage"]),
    );
    expect((await read("filter=2")).sort()).toEqual(["filterAnsweredWithMessage", "filterEmptyWithMessage"]);
    expect(await read("filter=3")).toEqual(
      expect.arrayContaining(["filterEmptyWithMessage", "filterEmptyNoMessage", "spouse_W2FormFile"]),
    );
    expect(await read("filter=3")).not.toContain("filterAnsweredWithMessage");
    const spouse = (await professionalAnswers(app, expert, `quoteId=${quoteId}&forSpouse=true`)).body;
    expect(spouse.map((row) => row.question)).toEqual(["spouse_W2FormFile"]);
  });

  it("lets only the job's taxpayer write and only its two people read", async () => {
    const before = (await rowsOf(quoteId)).length;
    const intruder = await saveAnswers(app, other.taxpayer, [
      answer("aKeyOfANewerClient", "overwritten", { categoryId: 7 }),
    ]);
    expect(intruder.statusCode).toBe(404);
    const mixed = await saveAnswers(app, taxpayer, [
      answer("aKeyOfANewerClient", "mixed", { categoryId: 7 }),
      { ...answer("aKeyOfANewerClient", "theirs", { categoryId: 7 }), quoteId: other.quoteId },
    ]);
    expect(mixed.statusCode).toBe(404);
    expect((await saveAnswers(app, expert, [answer("x", "y", { categoryId: 7 })])).statusCode).toBe(403);
    expect(await rowsOf(quoteId)).toHaveLength(before);
    expect(answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, "aKeyOfANewerClient")?.answer).toBe(
      "kept as sent",
    );
    expect((await taxpayerAnswers(app, other.taxpayer, quoteId)).status).toBe(404);
    expect((await professionalAnswers(app, strangerExpert, `quoteId=${quoteId}`)).status).toBe(404);
    expect((await professionalAnswers(app, other.expert, `quoteId=${quoteId}`)).status).toBe(404);
    expect((await taxpayerAnswers(app, taxpayer, other.quoteId)).status).toBe(404);
    // A job of their own with nothing answered yet is an empty organizer, not a missing one.
    const empty = await taxpayerAnswers(app, other.taxpayer, other.quoteId);
    expect([empty.status, empty.body]).toEqual([200, []]);
    const outsider = await createSignedInUser(app, 1);
    expect((await taxpayerAnswers(app, outsider, quoteId)).status).toBe(404);
  });

  it("deletes a file of the taxpayer's own answer only", async () => {
    const w2 = answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, "taxPayer_W2FormFile");
    const fileId = w2?.files[0]?.id ?? 0;
    const remove = (user: typeof taxpayer) =>
      app.inject({
        method: "POST",
        url: "/api/taxpayer/DeleteFileFromOrganizerQuestion",
        headers: bearer(user),
        payload: { fileId },
      });
    expect((await remove(other.taxpayer)).statusCode).toBe(404);
    expect((await remove(expert)).statusCode).toBe(403);
    expect(
      answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, "taxPayer_W2FormFile")?.files,
    ).toHaveLength(3);
    expect((await remove(taxpayer)).statusCode).toBe(200);
    const after = answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, "taxPayer_W2FormFile");
    expect(after?.files.map((file) => file.id)).not.toContain(fileId);
    expect(after?.files).toHaveLength(2);
    expect((await remove(taxpayer)).statusCode).toBe(404);
  });
});
