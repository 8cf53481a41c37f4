import { describe, expect, it } from "vitest";
import { nextStepOf, type TimelineFacts, timelineOf } from "./timeline";

/** Hired Monday November 2, 2026; nothing else yet. */
const hired: TimelineFacts = {
  today: "2026-11-02",
  hiredOn: "2026-11-02",
  turnaroundDays: 5,
  usesEngagementLetter: true,
  engagementSignedOn: null,
  organizerCompleteOn: null,
  documentsCompleteOn: null,
  inReviewOn: null,
  return8879SignedOn: null,
  filing: null,
  refundDue: false,
  refundIssuedOn: null,
};

const stepNamed = (facts: TimelineFacts, name: string) => {
  const found = timelineOf(facts).filter((each) => each.step === name);
  return found.at(-1);
};

describe("a job's timeline", () => {
  it("waits on the taxpayer's signature first, due two business days after hiring", () => {
    const steps = timelineOf(hired);
    expect(steps.map((each) => each.step)).toEqual([
      "hired",
      "engagementSigned",
      "organizerComplete",
      "documentsComplete",
      "inReview",
      "return8879Signed",
      "filed",
      "accepted",
    ]);
    expect(nextStepOf(steps)).toMatchObject({
      step: "engagementSigned",
      expectedOn: "2026-11-04",
      late: false,
      waitingOn: "taxpayer",
    });
  });

  it("is late the day after the expected day, not on it", () => {
    expect(stepNamed({ ...hired, today: "2026-11-04" }, "engagementSigned")?.late).toBe(false);
    expect(stepNamed({ ...hired, today: "2026-11-05" }, "engagementSigned")?.late).toBe(true);
  });

  it("gives the professional's steps no day until the taxpayer's part is complete", () => {
    const facts = { ...hired, engagementSignedOn: "2026-11-02", organizerCompleteOn: "2026-11-03" };
    expect(stepNamed(facts, "inReview")?.expectedOn).toBeNull();
    expect(stepNamed(facts, "return8879Signed")?.expectedOn).toBeNull();
  });

  it("counts the quoted turnaround in business days from the later of organizer and documents", () => {
    // Complete Friday November 20; Thanksgiving (Thursday 26) and the weekends are skipped.
    const facts = {
      ...hired,
      today: "2026-11-20",
      engagementSignedOn: "2026-11-02",
      organizerCompleteOn: "2026-11-12",
      documentsCompleteOn: "2026-11-20",
    };
    expect(stepNamed(facts, "inReview")?.expectedOn).toBe("2026-11-24");
    expect(stepNamed(facts, "return8879Signed")?.expectedOn).toBe("2026-11-30");
    expect(nextStepOf(timelineOf(facts))).toMatchObject({ step: "inReview", waitingOn: "professional" });
  });

  it("takes ten business days when the quote named no turnaround", () => {
    const facts = {
      ...hired,
      turnaroundDays: null,
      organizerCompleteOn: "2026-12-01",
      documentsCompleteOn: "2026-12-01",
    };
    expect(stepNamed(facts, "return8879Signed")?.expectedOn).toBe("2026-12-15");
  });

  it("marks a late review as late and says the professional is the one waited on", () => {
    const facts = {
      ...hired,
      today: "2026-12-10",
      engagementSignedOn: "2026-11-02",
      organizerCompleteOn: "2026-11-20",
      documentsCompleteOn: "2026-11-20",
      inReviewOn: "2026-11-23",
    };
    expect(nextStepOf(timelineOf(facts))).toMatchObject({
      step: "return8879Signed",
      expectedOn: "2026-11-30",
      late: true,
      waitingOn: "professional",
    });
  });

  it("expects the IRS's answer two business days after an e-file, and the refund 21 days after it", () => {
    const filed = {
      ...hired,
      refundDue: true,
      return8879SignedOn: "2027-02-01",
      filing: { filedOn: "2027-02-05", method: "efile" as const, acknowledgment: null },
    };
    expect(stepNamed(filed, "accepted")?.expectedOn).toBe("2027-02-09");
    expect(stepNamed(filed, "refundIssued")?.expectedOn).toBeNull();
    const accepted = {
      ...filed,
      filing: { ...filed.filing, acknowledgment: { accepted: true, on: "2027-02-06" } },
    };
    expect(stepNamed(accepted, "refundIssued")?.expectedOn).toBe("2027-02-27");
  });

  it("has no acknowledgment for a paper return, and expects its refund six weeks after mailing", () => {
    const facts = {
      ...hired,
      refundDue: true,
      filing: { filedOn: "2027-03-01", method: "paper" as const, acknowledgment: null },
    };
    const names = timelineOf(facts).map((each) => each.step);
    expect(names).not.toContain("accepted");
    expect(stepNamed(facts, "refundIssued")?.expectedOn).toBe("2027-04-12");
  });

  it("after a rejection, waits on the professional's corrected filing within one business day", () => {
    const facts = {
      ...hired,
      today: "2027-02-10",
      filing: {
        filedOn: "2027-02-05",
        method: "efile" as const,
        acknowledgment: { accepted: false, on: "2027-02-06" },
      },
    };
    const steps = timelineOf(facts);
    expect(steps.slice(-3).map((each) => [each.step, each.reachedOn])).toEqual([
      ["filed", "2027-02-05"],
      ["rejected", "2027-02-06"],
      ["filed", null],
    ]);
    // Rejected on a Saturday: the next business day is Monday the 8th; by the 10th it is late.
    expect(steps.at(-1)).toMatchObject({ expectedOn: "2027-02-08", late: true, waitingOn: "professional" });
  });

  it("leaves out the letter's step when the professional uses none", () => {
    const names = timelineOf({ ...hired, usesEngagementLetter: false }).map((each) => each.step);
    expect(names).not.toContain("engagementSigned");
    expect(nextStepOf(timelineOf({ ...hired, usesEngagementLetter: false }))?.step).toBe("organizerComplete");
  });

  it("passes by a step the job went past unrecorded: not late, not waited on, not next", () => {
    // An older job: no organizer finished, no 8879 request, filed and accepted by the IRS.
    const facts = {
      ...hired,
      today: "2027-03-01",
      engagementSignedOn: "2026-11-02",
      inReviewOn: "2027-02-01",
      filing: {
        filedOn: "2027-02-05",
        method: "efile" as const,
        acknowledgment: { accepted: true, on: "2027-02-08" },
      },
      refundDue: true,
    };
    const steps = timelineOf(facts);
    for (const name of ["organizerComplete", "documentsComplete", "return8879Signed"]) {
      expect(steps.find((each) => each.step === name)).toMatchObject({
        reachedOn: null,
        expectedOn: null,
        late: false,
        waitingOn: null,
      });
    }
    expect(nextStepOf(steps)).toMatchObject({
      step: "refundIssued",
      waitingOn: "irs",
      expectedOn: "2027-03-01",
    });
  });
});
