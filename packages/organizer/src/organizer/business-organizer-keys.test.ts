import { readFileSync } from "node:fs";
import { AnswerTypeId, OrganizerCategoryId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { businessOrganizer } from "./business";
import { EntityType } from "./business-conditions";
import { individualOrganizer } from "./individual";
import { findOrganizerQuestion, organizerQuestions, organizerSteps } from "./lookup";
import { organizerSensitiveKind } from "./sensitive";
import { encodeOrganizerTable } from "./tables";
import { organizerQuestionError, organizerStepErrors } from "./validation";
import { OrganizerVisibility } from "./visibility";

/** The question keys the existing client sends over the business organizer (step, categoryId, …). */
const fixture = readFileSync(new URL("./business-organizer-keys.fixture.tsv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => {
    const [step = "", categoryId = "", key = "", answerTypeId = "", forSpouse = "", isFile = ""] =
      line.split("\t");
    return { step, categoryId, key, answerTypeId, forSpouse, isFile };
  });

const questions = organizerQuestions(businessOrganizer);
const sectionIds = new Set<number>(Object.values(OrganizerCategoryId));

describe("business organizer keys", () => {
  it("has the 15 steps of the client's business organizer", () => {
    const stepIds = organizerSteps(businessOrganizer).map((step) => step.id);
    expect(stepIds).toEqual(Array.from({ length: 15 }, (_, index) => `business/${index + 1}`));
    expect(new Set(fixture.map((row) => row.step))).toEqual(new Set(stepIds));
  });

  it("keys every question once, with a section, an answer type and a label, none an individual key", () => {
    const keys = questions.map((question) => question.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const question of questions) {
      expect(sectionIds.has(question.sectionId), question.key).toBe(true);
      expect(question.answerTypeId, question.key).not.toBe(AnswerTypeId.notDefinded);
      expect(question.label().trim(), question.key).not.toBe("");
      expect(question.forSpouse, question.key).toBe(false);
      expect(findOrganizerQuestion(individualOrganizer, question.key), question.key).toBeUndefined();
    }
  });

  it("defines all 159 business keys of the fixture", () => {
    expect(fixture).toHaveLength(159);
    const missing = fixture.filter((row) => findOrganizerQuestion(businessOrganizer, row.key) === undefined);
    expect(missing.map((row) => row.key)).toEqual([]);
  });

  it.each(fixture)("$key: same step, section, answer type, forSpouse and file flag as the client", (row) => {
    const place = findOrganizerQuestion(businessOrganizer, row.key);
    expect(place?.row).toBe(1);
    expect(place?.step.id).toBe(row.step);
    expect(place?.question.sectionId).toBe(Number(row.categoryId));
    expect(place?.question.answerTypeId).toBe(Number(row.answerTypeId));
    expect(place?.question.forSpouse).toBe(row.forSpouse === "true");
    expect(place?.question.isFile).toBe(row.isFile === "true");
  });

  it("gives radio inputs options and tables columns", () => {
    for (const question of questions) {
      if (question.input === "radio") expect(question.options?.length ?? 0, question.key).toBeGreaterThan(1);
      if (question.input === "table")
        expect(question.table?.columns.length ?? 0, question.key).toBeGreaterThan(0);
    }
  });

  it("marks the EIN and the owners' and representative's tax ids as sensitive", () => {
    expect(organizerSensitiveKind(businessOrganizer, "businessEntity_EmployerIdNumber")).toBe("taxId");
    expect(organizerSensitiveKind(businessOrganizer, "pincipalShareholders")).toBe("taxId");
    expect(organizerSensitiveKind(businessOrganizer, "partnership_Representative_TaxIdNumber")).toBe("taxId");
    expect(organizerSensitiveKind(businessOrganizer, "businessEntity_NameOfBusiness")).toBeNull();
  });

  it("keeps every condition on keys the organizer defines", () => {
    const keys = new Set(questions.map((question) => question.key));
    const referenced = JSON.stringify(businessOrganizer).matchAll(/"(?:answer|answered)":"([^"]+)"/g);
    for (const [, key = ""] of referenced) expect(keys.has(key), key).toBe(true);
  });
});

describe("business organizer branching and checks", () => {
  const stepVisible = (id: string, answers: Record<string, string | boolean>) => {
    const step = organizerSteps(businessOrganizer).find((candidate) => candidate.id === id);
    if (step === undefined) throw new Error(id);
    return new OrganizerVisibility(businessOrganizer, answers).isStepVisible(step);
  };

  it("asks partnership questions of partnerships, LLCs and LLPs, corporation questions of corporations", () => {
    const type = "businessEntity_CkeckOne_Corporation";
    for (const value of [
      EntityType.generalPartnership,
      EntityType.limitedPartnership,
      EntityType.llc,
      EntityType.llp,
    ]) {
      expect(stepVisible("business/8", { [type]: value }), value).toBe(true);
      expect(stepVisible("business/9", { [type]: value }), value).toBe(false);
    }
    for (const value of [EntityType.corporation, EntityType.sCorporation]) {
      expect(stepVisible("business/8", { [type]: value }), value).toBe(false);
      expect(stepVisible("business/9", { [type]: value }), value).toBe(true);
    }
    for (const value of [EntityType.estate, EntityType.trust]) {
      expect(stepVisible("business/8", { [type]: value })).toBe(false);
      expect(stepVisible("business/9", { [type]: value })).toBe(false);
    }
  });

  const shareholders = findOrganizerQuestion(businessOrganizer, "pincipalShareholders")?.question;
  const table = (percents: readonly string[]) =>
    encodeOrganizerTable(
      shareholders?.table ?? { columns: [], addLabel: () => "" },
      percents.map((ownershipPercent, index) => ({
        name: `Owner ${index + 1}`,
        taxId: "12-3456789",
        address: "1 Main St",
        ownershipPercent,
      })),
    );

  it("refuses shareholders whose percentages do not add up to 100, with the sum", () => {
    if (shareholders === undefined) throw new Error("no shareholders question");
    expect(organizerQuestionError(shareholders, table(["60", "30"]))).toBe(
      "The ownership percentages must add up to 100% (they add up to 90%).",
    );
    expect(organizerQuestionError(shareholders, table(["60", "40"]))).toBeNull();
    expect(organizerQuestionError(shareholders, table(["33.3", "33.3", "33.4%"]))).toBeNull();
    const step = organizerSteps(businessOrganizer)[4];
    if (step === undefined) throw new Error("no step 5");
    expect(
      organizerStepErrors(businessOrganizer, step, { pincipalShareholders: table(["50", "60"]) }),
    ).toEqual({
      pincipalShareholders: "The ownership percentages must add up to 100% (they add up to 110%).",
    });
  });

  it("checks an EIN and an owner's tax id (SSN, ITIN or EIN)", () => {
    const ein = findOrganizerQuestion(businessOrganizer, "businessEntity_EmployerIdNumber")?.question;
    if (ein === undefined || shareholders === undefined) throw new Error("missing questions");
    expect(organizerQuestionError(ein, "12-3456789")).toBeNull();
    expect(organizerQuestionError(ein, "12-345")).toBe(
      "Check this entry: it is not a value this field accepts.",
    );
    const badTaxId = encodeOrganizerTable(shareholders.table ?? { columns: [], addLabel: () => "" }, [
      { name: "A", taxId: "12", address: "", ownershipPercent: "100" },
    ]);
    expect(organizerQuestionError(shareholders, badTaxId)).toBe(
      "Tax ID (SSN, ITIN or EIN): Check this entry: it is not a value this field accepts.",
    );
  });

  it("gives the amounts behind the tips FICA and small employer credit questions", () => {
    const help = (key: string) => findOrganizerQuestion(businessOrganizer, key)?.question.help?.();
    expect(help("additionalInfo_DidPayAnyFICAOnEmployeeWages")).toContain("$5.15 an hour");
    const smallEmployer = help("additionalInfo_DidEmploy25OrFewerEquivalentFullTimeEmployees");
    expect(smallEmployer).toContain("25 or fewer");
    expect(smallEmployer).toContain("$55,600 or less");
    expect(smallEmployer).toContain("50% of the health insurance premiums");
  });
});
