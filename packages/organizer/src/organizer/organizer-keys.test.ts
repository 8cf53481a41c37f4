import { readFileSync } from "node:fs";
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { individualOrganizer } from "./individual";
import { findOrganizerQuestion, organizerQuestions, organizerSteps } from "./lookup";

/** The question keys the existing client sends over the individual flows (step, categoryId, …; `-`/`?` = it computes). */
const fixture = readFileSync(new URL("./organizer-keys.fixture.tsv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => {
    const [step = "", categoryId = "", key = "", answerTypeId = "", forSpouse = "", isFile = ""] =
      line.split("\t");
    return { step: step.replace(/^individual\//, ""), categoryId, key, answerTypeId, forSpouse, isFile };
  });

const questions = organizerQuestions(individualOrganizer);
const sectionIds = new Set<number>(Object.values(OrganizerCategoryId));
const answerTypeIds = new Set<number>(Object.values(AnswerTypeId));

describe("individual organizer keys", () => {
  it("has 40 sections from the contract and every step of the client's individual flows", () => {
    expect(sectionIds.size).toBe(40);
    const stepIds = organizerSteps(individualOrganizer).map((step) => step.id);
    expect(new Set(stepIds).size).toBe(stepIds.length);
    expect(stepIds).toEqual(expect.arrayContaining([...new Set(fixture.map((row) => row.step))]));
    expect(stepIds).toHaveLength(34);
  });

  it("keys every question once per (key, forSpouse), and once overall, with a section and an answer type", () => {
    const pairs = questions.map((question) => `${question.key}|${question.forSpouse}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(questions.map((question) => question.key)).size).toBe(questions.length);
    for (const question of questions) {
      expect(sectionIds.has(question.sectionId), question.key).toBe(true);
      expect(answerTypeIds.has(question.answerTypeId), question.key).toBe(true);
      expect(question.answerTypeId, question.key).not.toBe(AnswerTypeId.notDefinded);
      expect(question.label().trim(), question.key).not.toBe("");
    }
  });

  it("defines all 538 keys of the fixture", () => {
    expect(fixture).toHaveLength(538);
    const missing = fixture.filter(
      (row) => findOrganizerQuestion(individualOrganizer, row.key) === undefined,
    );
    expect(missing.map((row) => row.key)).toEqual([]);
  });

  it.each(fixture)("$key: same step, section, answer type, forSpouse and file flag as the client", (row) => {
    const place = findOrganizerQuestion(individualOrganizer, row.key);
    expect(place?.row).toBe(1);
    expect(place?.step.id).toBe(row.step);
    const question = place?.question;
    if (row.categoryId !== "-") expect(question?.sectionId).toBe(Number(row.categoryId));
    if (row.answerTypeId !== "-") expect(question?.answerTypeId).toBe(Number(row.answerTypeId));
    if (row.forSpouse !== "?") expect(question?.forSpouse).toBe(row.forSpouse === "true");
    if (row.isFile !== "?") expect(question?.isFile).toBe(row.isFile === "true");
  });

  it("gives file questions the file flag, and options to radio inputs", () => {
    for (const question of questions) {
      if (question.answerTypeId === AnswerTypeId.file) expect(question.isFile, question.key).toBe(true);
      if (question.input === "radio") expect(question.options?.length ?? 0, question.key).toBeGreaterThan(1);
      if (question.input === "table")
        expect(question.table?.columns.length ?? 0, question.key).toBeGreaterThan(0);
    }
  });

  it("marks tax ids, bank numbers and driver's license numbers as sensitive", () => {
    const sensitive = Object.fromEntries(
      questions
        .filter((question) => question.sensitive !== undefined)
        .map((question) => [question.key, question.sensitive]),
    );
    expect(sensitive).toMatchObject({
      taxPayerSocialSecurityNo: "taxId",
      spouseSocialSecurityNo_NoFlow: "taxId",
      spouseSocialSecurityNo: "taxId",
      dependantSocialSecurityNo1: "taxId",
      taxPayer_MortgageInterest_PaidTo_SSN1: "taxId",
      bankRoutingNumber: "routingNumber",
      spouseBankRoutingNumber: "routingNumber",
      accountNumber: "accountNumber",
      spouseAccountNumber: "accountNumber",
      taxPayerDriversLicense: "driversLicense",
      spouseDriversLicense_NoFlow: "driversLicense",
      spouseDriversLicense: "driversLicense",
    });
    for (const question of questions.filter((candidate) =>
      /SocialSecurity|_SSN\d|RoutingNumber|[Aa]ccountNumber$/.test(candidate.key),
    )) {
      expect(question.sensitive, question.key).toBeDefined();
    }
  });

  it("keeps every condition on keys the organizer defines", () => {
    const keys = new Set(questions.map((question) => question.key));
    const referenced = JSON.stringify(individualOrganizer).matchAll(/"(?:answer|answered)":"([^"]+)"/g);
    for (const [, key = ""] of referenced) expect(keys.has(key), key).toBe(true);
  });

  it("puts row groups on keys of their own step", () => {
    for (const step of organizerSteps(individualOrganizer)) {
      const keys = new Set(step.questions.map((question) => question.key));
      for (const group of step.groups) for (const key of group.keys) expect(keys.has(key), key).toBe(true);
    }
  });
});
