import type { OrganizerAnswer } from "@taxlane/contract";
import { individualOrganizer } from "@taxlane/organizer";
import { describe, expect, it } from "vitest";
import {
  answersFromStored,
  organizerSaveEntries,
  organizerSaveForm,
  prefillValues,
  profilePrefill,
  refusalsByKey,
  withPrefill,
} from "./organizer-save";

const definition = individualOrganizer;

function stored(
  question: string,
  answer: string | null,
  extra: Partial<OrganizerAnswer> = {},
): OrganizerAnswer {
  return {
    id: 1,
    quoteId: 7,
    categoryId: 0,
    forSpouse: false,
    question,
    answerTypeId: 2,
    answer,
    message: null,
    reminder: false,
    isFile: false,
    files: [],
    ...extra,
  };
}

describe("organizerSaveEntries", () => {
  it("sends each key with its question's section, type, spouse flag and text", () => {
    const w2 = new File(["w2"], "w2.pdf", { type: "application/pdf" });
    const entries = organizerSaveEntries(
      definition,
      7,
      [
        "hasDependants",
        "dependantFirstName2",
        "spouse_W2FormFile",
        "spouse_HaveMoreRemindLater",
        "noSuchKey",
      ],
      { hasDependants: true, dependantFirstName2: "Bob", spouse_HaveMoreRemindLater: true },
      { spouse_W2FormFile: [w2] },
    );
    expect(entries.map((entry) => entry.question)).toEqual([
      "hasDependants",
      "dependantFirstName2",
      "spouse_W2FormFile",
      "spouse_HaveMoreRemindLater",
    ]);
    expect(entries[0]).toMatchObject({
      quoteId: 7,
      categoryId: 31,
      answerTypeId: 3,
      answer: "true",
      isFile: false,
    });
    expect(entries[1]).toMatchObject({ answer: "Bob", categoryId: 31 });
    expect(entries[2]).toMatchObject({
      categoryId: 19,
      forSpouse: true,
      isFile: true,
      answer: "",
      files: [w2],
    });
    expect(entries[3]).toMatchObject({ reminder: true, answer: "true" });
  });

  it("writes the multipart fields the API reads, files under questionList[i].files", () => {
    const photo = new File(["img"], "w2.jpg", { type: "image/jpeg" });
    const form = organizerSaveForm(
      organizerSaveEntries(definition, 7, ["taxPayer_W2FormFile"], {}, { taxPayer_W2FormFile: [photo] }),
    );
    expect(form.get("questionList[0].quoteId")).toBe("7");
    expect(form.get("questionList[0].question")).toBe("taxPayer_W2FormFile");
    expect(form.get("questionList[0].isFile")).toBe("true");
    expect(form.get("questionList[0].forSpouse")).toBe("false");
    expect((form.get("questionList[0].files") as File).name).toBe("w2.jpg");
  });
});

describe("answersFromStored", () => {
  it("reads answers per question and leaves empty ones out", () => {
    const answers = answersFromStored(definition, [
      stored("hasDependants", "true", { answerTypeId: 3 }),
      stored("dependantFirstName2", ""),
      stored("taxPayer_W2FormFile", null, {
        isFile: true,
        files: [
          { id: 4, name: "w2.pdf", createdDate: "", size: 1, contentType: "application/pdf", url: "/f/4" },
        ],
      }),
    ]);
    expect(answers.hasDependants).toBe(true);
    expect("dependantFirstName2" in answers).toBe(false);
    expect(answers.taxPayer_W2FormFile).toEqual([{ id: 4, name: "w2.pdf" }]);
  });
});

describe("prefill", () => {
  it("fills the taxpayer's details from the profile only where nothing is answered", () => {
    const prefill = profilePrefill(definition, {
      firstName: "Ann",
      lastName: "Lee",
      phoneNumber: "+1 415 555 0100",
      birthDate: "1980-04-02T00:00:00.000Z",
    });
    expect(prefill).toEqual({
      taxPayerFirstName: "Ann",
      taxPayerLastName: "Lee",
      taxPayerMobileNumber: "+1 415 555 0100",
      taxPayerBirthday: "1980-04-02",
    });
    const { answers, filled } = withPrefill({ taxPayerFirstName: "Anne" }, prefill);
    expect(answers.taxPayerFirstName).toBe("Anne");
    expect(answers.taxPayerLastName).toBe("Lee");
    expect(filled).not.toContain("taxPayerFirstName");
  });
});

describe("refusalsByKey", () => {
  it("puts the server's messages on the keys of the entries they name", () => {
    const entries = organizerSaveEntries(definition, 7, ["taxPayerFirstName", "bankRoutingNumber"], {}, {});
    expect(
      refusalsByKey(entries, [
        {
          field: "questionList[1].answer",
          message: "Check this entry: it is not a value this field accepts.",
        },
        { field: "questionList[9].answer", message: "ignored" },
        { field: "quoteId", message: "ignored" },
      ]),
    ).toEqual({ bankRoutingNumber: "Check this entry: it is not a value this field accepts." });
  });

  it("leaves out profile details the questions would refuse", () => {
    const prefill = profilePrefill(definition, {
      firstName: "Robin",
      lastName: "Tester349",
      phoneNumber: null,
      birthDate: null,
    });
    expect(prefill).toEqual({ taxPayerFirstName: "Robin" });
  });
});

describe("prefillValues", () => {
  it("starts from the earlier organizer's answers, then the profile, never its files", () => {
    const values = prefillValues(definition, {
      fromQuoteId: 3,
      answers: [
        stored("taxPayerFirstName", "Robin"),
        stored("streetAsOf31Dec", "12 Elm Street"),
        stored("taxPayerImagesOfDriversLicense", null, {
          isFile: true,
          files: [
            { id: 9, name: "id.jpg", createdDate: "", size: 1, contentType: "image/jpeg", url: "/f/9" },
          ],
        }),
      ],
      profile: { firstName: "Rob", lastName: "Lee", phoneNumber: null, birthDate: null },
    });
    expect(values).toEqual({
      taxPayerFirstName: "Robin",
      taxPayerLastName: "Lee",
      streetAsOf31Dec: "12 Elm Street",
    });
  });
});
