import { individualOrganizer, organizerStepById } from "@taxlane/organizer";
import { describe, expect, it } from "vitest";
import {
  firstOpenStepId,
  isFileRefList,
  isReminderKey,
  isTickQuestion,
  organizerPosition,
  overallPercent,
  sectionProgress,
  withoutRow,
} from "./organizer-model";

const definition = individualOrganizer;
const noPriorReturn = { hasFiledTaxReturnPreviously: false };

describe("organizerPosition", () => {
  it("starts on tax filing and walks the no-prior-return steps when there is no prior return", () => {
    const start = organizerPosition(definition, {}, {}, null);
    expect(start.step?.id).toBe("prior-return/1");
    expect(start.isFirst).toBe(true);
    const ids = organizerPosition(definition, noPriorReturn, {}, null).steps.map((step) => step.id);
    expect(ids).toContain("no-prior-return/1");
    expect(
      organizerPosition(
        definition,
        { hasDigitalCopyInPdfFormat: true, hasFiledTaxReturnPreviously: true },
        {},
        null,
      ).steps.map((s) => s.id),
    ).not.toContain("no-prior-return/1");
  });

  it("stays on a step that is asked and falls back to the first when it is not", () => {
    const onW2 = organizerPosition(definition, noPriorReturn, {}, "income/1");
    expect(onW2.step?.id).toBe("income/1");
    expect(onW2.previousStepId).not.toBeNull();
    expect(onW2.nextStepId).toBe("income/2");
    expect(organizerPosition(definition, {}, {}, "no-such-step").step?.id).toBe("prior-return/1");
  });

  it("asks the self-employment details only of the self-employed", () => {
    const steps = (answers: Record<string, boolean>) =>
      organizerPosition(definition, answers, {}, null).steps.map((step) => step.id);
    expect(steps({})).not.toContain("income/3");
    expect(steps({ didTaxPayerEarnIncomeAsASelfEmployedOrSMLLC: true })).toContain("income/3");
  });
});

describe("sectionProgress", () => {
  it("counts answered steps without problems per section", () => {
    const before = sectionProgress(definition, noPriorReturn, {});
    const income = before.find((section) => section.flowId === "income");
    expect(income?.done).toBe(0);
    expect(income?.firstOpenStepId).toBe("income/1");
    const after = sectionProgress(definition, { ...noPriorReturn, taxPayer_DoNotHaveMoreW2Form: true }, {});
    const incomeAfter = after.find((section) => section.flowId === "income");
    expect(incomeAfter?.done).toBe(1);
    expect(incomeAfter?.firstOpenStepId).toBe("income/2");
    expect(overallPercent(after)).toBeGreaterThan(overallPercent(before));
  });

  it("does not count a step with a wrong answer", () => {
    const sections = sectionProgress(
      definition,
      { ...noPriorReturn, hasDependants: true, dependantMonthsInHome1: "14" },
      {},
    );
    const general = sections.find((section) => section.flowId === "general");
    expect(general?.done).toBe(0);
  });
});

describe("firstOpenStepId", () => {
  it("starts at the first step asked that is not done", () => {
    expect(firstOpenStepId(definition, {}, {})).toBe("prior-return/1");
    const answered = { hasFiledTaxReturnPreviously: false, didPayAnyEstimatedTaxesDuringTheYear: false };
    expect(firstOpenStepId(definition, answered, {})).toBe("no-prior-return/1");
  });
});

describe("question kinds", () => {
  it("asks 'I don't have any' and 'remind me later' as one tick, and flags reminders", () => {
    expect(isTickQuestion("taxPayer_DoNotHave1099BFormDocument")).toBe(true);
    expect(isTickQuestion("taxPayer_HaveMoreRemindLater")).toBe(true);
    expect(isTickQuestion("hasDependants")).toBe(false);
    expect(isReminderKey("spouse_HaveMoreRemindLater")).toBe(true);
    expect(isReminderKey("taxPayer_DoNotReceivedYet1099RFormDocument")).toBe(true);
    expect(isReminderKey("taxPayer_DoNotHave1099BFormDocument")).toBe(false);
  });

  it("tells saved file lists from other lists", () => {
    expect(isFileRefList([{ id: 1, name: "w2.pdf" }])).toBe(true);
    expect(isFileRefList(["a"])).toBe(false);
    expect(isFileRefList("x")).toBe(false);
  });
});

describe("withoutRow", () => {
  const step = organizerStepById(definition, "general/2");
  const group = step?.groups[0];
  it("moves later rows up and empties the last", () => {
    if (group === undefined) throw new Error("dependents group missing");
    const answers = {
      dependantFirstName: "Ann",
      dependantFirstName2: "Bob",
      dependantFirstName3: "Cy",
      dependantBirthday3: "2015-01-01",
    };
    const result = withoutRow(group, 3, 2, answers);
    expect(result.answers).toMatchObject({
      dependantFirstName: "Ann",
      dependantFirstName2: "Cy",
      dependantBirthday2: "2015-01-01",
    });
    expect(result.answers.dependantFirstName3).toBeUndefined();
    expect(result.answers.dependantBirthday3).toBeUndefined();
    expect(result.changed).toEqual(
      expect.arrayContaining([
        "dependantFirstName2",
        "dependantFirstName3",
        "dependantBirthday2",
        "dependantBirthday3",
      ]),
    );
  });
});
