import { describe, expect, it } from "vitest";
import { bearer } from "../../../test/factories";
import {
  answerOf,
  organizerForm,
  type SentAnswer,
  saveAnswers,
  taxpayerAnswers,
} from "../../../test/organizer";
import { organizerTestApp } from "../../../test/organizer-app";
import { smallPdf } from "../../../test/uploads";

const { app, rowsOf, filesOwnedBy, taxpayer, quoteId, answer } = await organizerTestApp();

describe("the organizer's checks of a save", () => {
  it("refuses a save with a wrong or invalid answer and stores nothing of it", async () => {
    const before = await rowsOf(quoteId);
    const filesBefore = (await filesOwnedBy(taxpayer.id)).length;
    const cases: [SentAnswer, string, string][] = [
      [
        answer("taxPayerSocialSecurityNo", "123-45-6789", { answerTypeId: 6, categoryId: 26 }),
        "answerTypeId",
        "type 2",
      ],
      [
        answer("bankRoutingNumber", "123456789", { categoryId: 36 }),
        "answer",
        "Check this entry: it is not a value this field accepts.",
      ],
      [
        answer("bankRoutingNumber", "02100002", { categoryId: 36 }),
        "answer",
        "Check this entry: it is not a value this field accepts.",
      ],
      [
        answer("accountNumber", "1234 5678", { categoryId: 36 }),
        "answer",
        "Check this entry: it is not a value this field accepts.",
      ],
      [
        answer("accountNumber", "123456789012345678", { categoryId: 36 }),
        "answer",
        "Check this entry: it is not a value this field accepts.",
      ],
      [
        answer("taxPayerSocialSecurityNo", "12-345-6789", { categoryId: 26 }),
        "answer",
        "Check this entry: it is not a value this field accepts.",
      ],
      [answer("taxPayerBusiness_GrossIncome1", "12.5.0", { categoryId: 20 }), "answer", "Invalid income"],
      [
        answer("taxPayerBusiness_GrossIncome3", "lots", { categoryId: 20 }),
        "answer",
        "Alphabets are not allowed",
      ],
      [
        answer("taxPayer_TotalMilesDrivenThisYear", "-3", { categoryId: 21 }),
        "answer",
        "Enter a whole number: 0 or more, without decimals.",
      ],
    ];
    for (const [bad, field, text] of cases) {
      const response = await saveAnswers(app, taxpayer, [
        answer("taxPayerBusiness_GrossIncome1", "99,999", { categoryId: 20 }),
        { ...bad, files: [[smallPdf(), "attached.pdf"]] },
      ]);
      expect(response.statusCode, bad.question).toBe(400);
      const body = response.json<{ errorMessage: string; errors: { field: string; message: string }[] }>();
      expect(body.errors[0]?.field, bad.question).toBe(`questionList[1].${field}`);
      expect(body.errors[0]?.message, bad.question).toContain(text);
      expect(body.errorMessage).not.toContain(bad.answer ?? "-");
    }
    expect(await rowsOf(quoteId)).toEqual(before);
    expect(await filesOwnedBy(taxpayer.id)).toHaveLength(filesBefore);
  });

  it("asks for the street and the 1098-T where they are asked", async () => {
    const street = await saveAnswers(app, taxpayer, [
      answer("hasFiledTaxReturnPreviously", "true", { answerTypeId: 3, categoryId: 25 }),
      answer("hasDigitalCopyInPdfFormat", "true", { answerTypeId: 3, categoryId: 25 }),
      answer("hasMovedFromTheAddressOnThePriorYear", "true", { answerTypeId: 3, categoryId: 29 }),
      answer("currentStreet", "", { categoryId: 29 }),
    ]);
    expect(street.statusCode).toBe(400);
    expect(street.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe("Street is Required");
    const noForm = await saveAnswers(app, taxpayer, [
      answer("hasEducationExpensesForYouOrDependents", "true", { answerTypeId: 3, categoryId: 33 }),
      answer("hasForm1098TFromTheEducationInstitution", "false", { answerTypeId: 3, categoryId: 33 }),
    ]);
    expect(noForm.statusCode).toBe(400);
    expect(noForm.json<{ errorMessage: string }>().errorMessage).toBe(
      "Form 1098-T is mandatory to claim an education credit.",
    );
    // Not asked (no move since the prior return): a blank street is not refused.
    const notAsked = await saveAnswers(app, taxpayer, [
      answer("hasMovedFromTheAddressOnThePriorYear", "false", { answerTypeId: 3, categoryId: 29 }),
      answer("currentStreet", "", { categoryId: 29 }),
    ]);
    expect(notAsked.statusCode, notAsked.body).toBe(200);
  });

  it("judges files by their bytes and their size, storing nothing of a refused save", async () => {
    const before = await rowsOf(quoteId);
    const filesBefore = (await filesOwnedBy(taxpayer.id)).length;
    const executable = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    const wrongKind = await saveAnswers(app, taxpayer, [
      answer("taxPayerBusiness_GrossIncome1", "1", { categoryId: 20 }),
      answer("taxPayer_W2FormFile", undefined, {
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [
          [smallPdf(), "fine.pdf"],
          [executable, "w2.pdf"],
        ],
      }),
    ]);
    expect(wrongKind.statusCode).toBe(415);
    expect(wrongKind.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe("questionList[1].files");
    const tooLarge = await saveAnswers(app, taxpayer, [
      answer("taxPayer_W2FormFile", undefined, {
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [[Buffer.concat([smallPdf(), Buffer.alloc(70_000)]), "big.pdf"]],
      }),
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(await rowsOf(quoteId)).toEqual(before);
    expect(await filesOwnedBy(taxpayer.id)).toHaveLength(filesBefore);
  });

  it("takes files sent as questionList[i].files[j] too, and refuses a file of no question", async () => {
    const send = (fileField: string) => {
      const form = organizerForm([
        answer("aFileOfANewerClient", undefined, { answerTypeId: 6, categoryId: 7, isFile: true }),
      ]);
      form.append(fileField, new Blob([new Uint8Array(smallPdf())]), "letter.pdf");
      return app.inject({
        method: "POST",
        url: "/api/taxpayer/AddAnswerToOrganizerQuestions",
        headers: bearer(taxpayer),
        body: form,
      });
    };
    const stray = await send("questionList[1].files");
    expect(stray.statusCode).toBe(400);
    expect(stray.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe("questionList[1].files");
    expect(
      answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, "aFileOfANewerClient"),
    ).toBeUndefined();
    expect((await send("questionList[0].files[0]")).statusCode).toBe(200);
    const kept = answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, "aFileOfANewerClient");
    expect(kept?.files.map((file) => file.name)).toEqual(["letter.pdf"]);
  });
});
