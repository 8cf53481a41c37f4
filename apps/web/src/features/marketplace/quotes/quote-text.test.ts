import { quoteActionStatusLabels, quoteStatusLabels } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  jobTypeText,
  professionalName,
  quoteStatusText,
  quoteStatusTone,
  turnaroundText,
} from "./quote-text";

describe("quoteStatusText", () => {
  it("says pending for a quote nobody acted on", () => {
    expect(quoteStatusText({ statusId: 8, actionStatusId: 0 })).toBe(quoteStatusLabels[8]);
    expect(quoteStatusText({ statusId: 8, actionStatusId: 0 })).toBe("Pending");
  });

  it("says what happened to a choice before the quote's own status", () => {
    expect(quoteStatusText({ statusId: 8, actionStatusId: 9 })).toBe(quoteActionStatusLabels[9]);
    expect(quoteStatusText({ statusId: 6, actionStatusId: 10 })).toBe("Confirmed");
    expect(quoteStatusText({ statusId: 8, actionStatusId: 11 })).toBe("Declined");
  });

  it("says not accepted for a quote another professional won", () => {
    expect(quoteStatusText({ statusId: 7, actionStatusId: 0 })).toBe("Not accepted");
  });

  it("falls back to pending for a code it does not know", () => {
    expect(quoteStatusText({ statusId: 99, actionStatusId: 42 })).toBe("Pending");
  });
});

describe("quoteStatusTone", () => {
  it.each([
    [8, 0, "open"],
    [8, 9, "waiting"],
    [6, 10, "done"],
    [8, 11, "closed"],
    [7, 0, "closed"],
    [6, 0, "done"],
  ] as const)("status %i, action %s is %s", (statusId, actionStatusId, tone) => {
    expect(quoteStatusTone({ statusId, actionStatusId })).toBe(tone);
  });
});

describe("jobTypeText and professionalName", () => {
  it("names the job as the questionnaire did", () => {
    expect(jobTypeText("Personal")).toBe("Individual tax return");
    expect(jobTypeText("Business")).toBe("Business tax return");
  });

  it("joins the professional's names", () => {
    expect(professionalName({ accountantFirstName: "Maria", accountantLastName: "Garcia" })).toBe(
      "Maria Garcia",
    );
  });
});

describe("turnaroundText", () => {
  it("says the estimate in days, and nothing when none was given", () => {
    expect(turnaroundText(7)).toBe("Ready in about 7 days");
    expect(turnaroundText(1)).toBe("Ready in about 1 day");
    expect(turnaroundText(null)).toBeNull();
  });
});
