import type { OrganizerAnswer } from "@taxlane/contract";
import {
  calendarDateText,
  individualOrganizer,
  organizerStepById,
  reviewSections,
  sectionTitle,
} from "@taxlane/organizer";
import { describe, expect, it } from "vitest";
import { rowNoun, stepBlocks } from "./step-layout";

const definition = individualOrganizer;

function row(
  id: number,
  question: string,
  answer: string | null,
  extra: Partial<OrganizerAnswer> = {},
): OrganizerAnswer {
  return {
    id,
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

describe("reviewSections", () => {
  it("groups answers by section in the organizer's order, labelled, values in words", () => {
    const sections = reviewSections(definition, [
      row(1, "dependantFirstName2", "Bob", { categoryId: 31 }),
      row(2, "hasDependants", "true", { categoryId: 31, answerTypeId: 3 }),
      row(3, "wereYouLegallyMarriedLastDayOfTheYear", "true", { categoryId: 26, answerTypeId: 3 }),
      row(4, "dependantSocialSecurityNo1", "***-**-6789", { categoryId: 31, masked: true }),
      row(5, "filingStatus", "joint", { categoryId: 26, answerTypeId: 3 }),
    ]);
    expect(sections.map((section) => section.sectionId)).toEqual([26, 31]);
    expect(sections[0]?.items.map((item) => item.value)).toEqual([
      { kind: "text", text: "Yes" },
      { kind: "text", text: "Jointly with my spouse" },
    ]);
    const dependents = sections[1]?.items ?? [];
    expect(dependents.map((item) => item.key)).toEqual([
      "hasDependants",
      "dependantFirstName2",
      "dependantSocialSecurityNo1",
    ]);
    expect(dependents[1]?.label).toBe("Dependents, row 2: First name");
    expect(dependents[2]?.value).toEqual({ kind: "masked", text: "***-**-6789" });
  });

  it("reads dates as calendar days", () => {
    expect(calendarDateText("1985-03-14")).toBe("Mar 14, 1985");
    expect(calendarDateText("soon")).toBe("soon");
    const [section] = reviewSections(definition, [
      row(1, "dependantBirthday1", "2016-09-30", { categoryId: 31 }),
    ]);
    expect(section?.items[0]?.value).toEqual({ kind: "text", text: "Sep 30, 2016" });
  });

  it("names sections after their first step, or their code name", () => {
    expect(sectionTitle(definition, 19)).toBe("W-2 forms");
    expect(sectionTitle(definition, 2)).toBe("Principal shareholders");
  });
});

describe("stepBlocks", () => {
  it("splits a step into the taxpayer's and the spouse's parts, and draws a group once", () => {
    const w2 = organizerStepById(definition, "income/1");
    if (w2 === undefined) throw new Error("no W-2 step");
    const blocks = stepBlocks(w2, w2.questions);
    expect(
      blocks
        .filter((block) => block.kind === "heading")
        .map((block) => block.kind === "heading" && block.person),
    ).toEqual(["taxpayer", "spouse"]);
    const dependents = organizerStepById(definition, "general/2");
    if (dependents === undefined) throw new Error("no dependents step");
    const asked = dependents.questions.filter((question) => !question.derived);
    const groups = stepBlocks(dependents, asked).filter((block) => block.kind === "group");
    expect(groups).toHaveLength(1);
    expect(dependents.groups[0] === undefined ? undefined : rowNoun(dependents.groups[0])).toBe("Dependent");
  });
});
