import { AnswerFilterMode, OrganizerCategoryId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  filterOrganizerAnswers,
  organizerAnswersFromRows,
  organizerAnswerText,
  organizerSectionOf,
  readOrganizerAnswer,
} from "./answers";
import { individualOrganizer as organizer } from "./individual";
import { findOrganizerQuestion } from "./lookup";
import { decodeOrganizerTable, encodeOrganizerTable } from "./tables";
import type { OrganizerQuestion } from "./types";
import { organizerQuestionError } from "./validation";

const question = (key: string): OrganizerQuestion => {
  const found = findOrganizerQuestion(organizer, key)?.question;
  if (found === undefined) throw new Error(`no question ${key}`);
  return found;
};

describe("organizer answer conversions", () => {
  it("converts text per answer type; 'null', 'NaN' and a number that is not one mean empty", () => {
    const count = question("studentsCountToPay");
    expect(readOrganizerAnswer(count, "2")).toBe(2);
    expect(readOrganizerAnswer(count, "NaN")).toBeNull();
    expect(readOrganizerAnswer(count, "null")).toBeNull();
    expect(readOrganizerAnswer(count, null)).toBeNull();
    expect(readOrganizerAnswer(question("hasDependants"), "true")).toBe(true);
    expect(readOrganizerAnswer(question("hasDependants"), "false")).toBe(false);
    expect(readOrganizerAnswer(question("dependantBirthday1"), "2015-03-01")).toBe("2015-03-01");
    expect(readOrganizerAnswer(question("taxPayerFirstName"), "Ann")).toBe("Ann");
  });

  it("reads options, check boxes and text kept under types that do not fit it", () => {
    expect(readOrganizerAnswer(question("filingStatus"), "joint")).toBe("joint");
    expect(readOrganizerAnswer(question("dependantRelation1"), "3")).toBe(3);
    expect(readOrganizerAnswer(question("taxPayerEIPReceived"), "true")).toBe(true);
    expect(readOrganizerAnswer(question("taxPayerDontHaveDriversLicense"), "true")).toBe(true);
    expect(readOrganizerAnswer(question("stateAsOf31Dec"), "CA")).toBe("CA");
    const files = [{ id: 7, name: "w2.pdf" }];
    expect(readOrganizerAnswer(question("taxPayer_W2FormFile"), "", files)).toEqual(files);
  });

  it("writes answers back as text", () => {
    expect(organizerAnswerText(question("hasDependants"), true)).toBe("true");
    expect(organizerAnswerText(question("filingStatus"), "single")).toBe("single");
    expect(organizerAnswerText(question("studentsCountToPay"), 3)).toBe("3");
    expect(organizerAnswerText(question("taxPayer_W2FormFile"), [{ id: 1, name: "a.pdf" }])).toBe("");
    expect(organizerAnswerText(question("estimatedTaxesPaidTableInfo"), { data: "[]", columns: "[]" })).toBe(
      '{"data":"[]","columns":"[]"}',
    );
    expect(organizerAnswerText(question("hasDependants"), null)).toBe("");
  });

  it("reads stored rows, row keys and unknown keys, and files answers sent under section 0", () => {
    const answers = organizerAnswersFromRows(organizer, [
      { question: "hasDependants", answer: "true" },
      { question: "dependantRelation2", answer: "1" },
      { question: "someNewClientKey", answer: "kept" },
    ]);
    expect(answers).toEqual({ hasDependants: true, dependantRelation2: 1, someNewClientKey: "kept" });
    expect(organizerSectionOf(organizer, { question: "hasForeignBankAccount", categoryId: 0 })).toBe(
      OrganizerCategoryId.additionalQuestions,
    );
    expect(organizerSectionOf(organizer, { question: "bankRoutingNumber" })).toBe(
      OrganizerCategoryId.refoundDirectDeposit,
    );
    expect(organizerSectionOf(organizer, { question: "hasDependants", categoryId: 31 })).toBe(31);
    expect(organizerSectionOf(organizer, { question: "unknownKey", categoryId: 0 })).toBeNull();
  });

  it("filters answers by the three modes", () => {
    const rows = [
      { id: 1, answer: "yes", message: null },
      { id: 2, answer: "null", message: "ask me later" },
      { id: 3, answer: "", message: "NaN" },
      { id: 4, answer: "5", message: "check this" },
    ];
    const ids = (mode: AnswerFilterMode) => filterOrganizerAnswers(rows, mode).map((row) => row.id);
    expect(ids(AnswerFilterMode.excludeEmptyWithMessage)).toEqual([1, 3, 4]);
    expect(ids(AnswerFilterMode.onlyWithMessage)).toEqual([2, 4]);
    expect(ids(AnswerFilterMode.onlyEmpty)).toEqual([2, 3]);
  });
});

describe("organizer tables", () => {
  const estimated = question("estimatedTaxesPaidTableInfo");
  const table = estimated.table;
  if (table === undefined) throw new Error("no table");

  it("stores rows in the existing client's shape and reads them back", () => {
    const text = encodeOrganizerTable(table, [
      { federalAmount: "1,000", stateAmount: "200", datePaid: "2021-04-15", paymentType: "online" },
    ]);
    const stored = JSON.parse(text) as { data: string; columns: string };
    expect(typeof stored.data).toBe("string");
    expect(JSON.parse(stored.columns)[0]).toEqual({
      title: "Federal amount",
      dataIndex: "federalAmount",
      key: "federalAmount",
    });
    const rows = decodeOrganizerTable(text);
    expect(rows[0]).toMatchObject({
      key: "1",
      row: "1st quarter (due April 15, 2021)",
      federalAmount: "1,000",
      paymentType: "online",
    });
    expect(decodeOrganizerTable(JSON.parse(text))).toEqual(rows);
    expect(decodeOrganizerTable({ data: [{ amount: 5 }] })).toEqual([{ amount: "5" }]);
    expect(decodeOrganizerTable("not json")).toEqual([]);
    expect(decodeOrganizerTable(null)).toEqual([]);
  });

  it("has the four quarters with their due dates, and checks cells", () => {
    expect(table.fixedRows?.map((row) => row())).toEqual([
      "1st quarter (due April 15, 2021)",
      "2nd quarter (due June 15, 2021)",
      "3rd quarter (due September 15, 2021)",
      "4th quarter (due January 15, 2022)",
    ]);
    const bad = encodeOrganizerTable(table, [{ federalAmount: "ten" }]);
    expect(organizerQuestionError(estimated, bad)).toBe("Federal amount: Alphabets are not allowed");
    expect(
      organizerQuestionError(estimated, encodeOrganizerTable(table, [{ federalAmount: "10" }])),
    ).toBeNull();
  });
});
