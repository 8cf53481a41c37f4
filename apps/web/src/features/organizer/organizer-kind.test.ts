import {
  businessOrganizer,
  encodeOrganizerTable,
  findOrganizerQuestion,
  individualOrganizer,
  reviewSections,
} from "@taxlane/organizer";
import { describe, expect, it } from "vitest";
import { organizerDefinitionOf, organizerKindOf, organizerPath } from "./organizer-kind";
import { firstOpenStepId, sectionProgress } from "./organizer-model";

describe("the organizer of a job's kind", () => {
  it("picks the business organizer and its address for a business job", () => {
    expect(organizerKindOf(true)).toBe("individual");
    expect(organizerKindOf(false)).toBe("business");
    expect(organizerDefinitionOf("business")).toBe(businessOrganizer);
    expect(organizerDefinitionOf("individual")).toBe(individualOrganizer);
    expect(organizerPath(12, "business")).toBe("/organizer/business/12");
    expect(organizerPath(12)).toBe("/organizer/individual/12");
  });

  it("starts a business organizer at its prior return and counts its sections", () => {
    expect(firstOpenStepId(businessOrganizer, {}, {})).toBe("business/1");
    const sections = sectionProgress(businessOrganizer, {}, {});
    expect(sections.length).toBeGreaterThan(0);
  });

  it("labels business answers by their steps for the professional, the owners as a table", () => {
    const table = findOrganizerQuestion(businessOrganizer, "pincipalShareholders")?.question.table;
    if (table === undefined) throw new Error("no shareholders table");
    const owners = encodeOrganizerTable(table, [
      { name: "Ana", taxId: "***-**-6789", address: "1 Main St", ownershipPercent: "100" },
    ]);
    const row = (id: number, question: string, answer: string, categoryId: number) => ({
      id,
      quoteId: 1,
      categoryId,
      forSpouse: false,
      question,
      answerTypeId: 2,
      answer,
      message: null,
      reminder: false,
      isFile: false,
      files: [],
    });
    const sections = reviewSections(businessOrganizer, [
      row(1, "businessEntity_NameOfBusiness", "Acme", 1),
      row(2, "businessEntity_CkeckOne_Corporation", "llc", 1),
      row(3, "pincipalShareholders", owners, 2),
    ]);
    expect(sections.map((section) => section.title)).toEqual([
      "Business entity tax return",
      "Principal shareholders",
    ]);
    expect(sections[0]?.items.map((item) => [item.label, item.value])).toEqual([
      ["Name of the business", { kind: "text", text: "Acme" }],
      ["What type of entity is the business?", { kind: "text", text: "Limited liability company (LLC)" }],
    ]);
    expect(sections[1]?.items[0]?.value).toMatchObject({
      kind: "table",
      rows: [expect.objectContaining({ name: "Ana" })],
    });
  });
});
