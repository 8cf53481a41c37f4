import { describe, expect, it } from "vitest";
import {
  type ExpertCandidate,
  fits,
  type MatchRequest,
  matchRequestOf,
  rankExperts,
  scoreExpert,
} from "./matching";

const request = (overrides: Partial<MatchRequest> = {}): MatchRequest => ({
  kind: 1,
  state: "CA",
  okWithVirtualMeetings: true,
  wantsDocumentDropOff: false,
  hiringFactors: [],
  ...overrides,
});

let nextId = 1;
const expert = (overrides: Partial<ExpertCandidate> = {}): ExpertCandidate => ({
  userId: nextId++,
  taxPreparationTypeId: 3,
  taxPreparerTypeId: 4,
  workingTypeIds: [1],
  state: "CA",
  yearsOfExperience: 3,
  rating: null,
  reviewsCount: 0,
  openJobs: 0,
  averageQuoteHours: null,
  ...overrides,
});

describe("who fits a request", () => {
  it("needs the service the request asks for", () => {
    expect(fits(request({ kind: 1 }), expert({ taxPreparationTypeId: 2 }), "strict")).toBe(false);
    expect(fits(request({ kind: 1 }), expert({ taxPreparationTypeId: 1 }), "strict")).toBe(true);
    expect(fits(request({ kind: 2 }), expert({ taxPreparationTypeId: 3 }), "strict")).toBe(true);
    expect(fits(request({ kind: 2 }), expert({ taxPreparationTypeId: 2 }), "widened")).toBe(true);
    expect(fits(request({ kind: 2 }), expert({ taxPreparationTypeId: 1 }), "widened")).toBe(false);
  });

  it("takes an expert in another state only online, and only for a taxpayer fine with that until widened", () => {
    const remoteOnline = expert({ state: "NY", workingTypeIds: [1, 3] });
    const remoteInPerson = expert({ state: "NY", workingTypeIds: [3] });
    expect(fits(request(), remoteOnline, "strict")).toBe(true);
    expect(fits(request(), remoteInPerson, "strict")).toBe(false);
    expect(fits(request({ okWithVirtualMeetings: false }), remoteOnline, "strict")).toBe(false);
    expect(fits(request({ okWithVirtualMeetings: false }), remoteOnline, "widened")).toBe(true);
    expect(fits(request({ okWithVirtualMeetings: false }), remoteInPerson, "widened")).toBe(false);
  });

  it("takes a local expert whatever their work modes", () => {
    expect(fits(request({ okWithVirtualMeetings: false }), expert({ workingTypeIds: [2] }), "strict")).toBe(
      true,
    );
  });

  it("without a state, takes experts who work online", () => {
    expect(fits(request({ state: null }), expert({ workingTypeIds: [1] }), "strict")).toBe(true);
    expect(fits(request({ state: null }), expert({ workingTypeIds: [3] }), "strict")).toBe(false);
  });
});

describe("scores and reasons", () => {
  it("prefers the same state, and says so", () => {
    const local = scoreExpert(request(), expert({ state: "CA" }));
    const remote = scoreExpert(request(), expert({ state: "NY" }));
    expect(local.score).toBeGreaterThan(remote.score);
    expect(local.reasons[0]).toBe("Based in California, like you");
    expect(remote.reasons[0]).toBe("Works with clients online in every state");
  });

  it("rewards document drop-off when the taxpayer wants it and the expert meets in person nearby", () => {
    const wish = request({ wantsDocumentDropOff: true });
    const inPerson = scoreExpert(wish, expert({ workingTypeIds: [3] }));
    const onlineOnly = scoreExpert(wish, expert({ workingTypeIds: [1] }));
    expect(inPerson.reasons).toContain("Takes documents in person");
    expect(onlineOnly.reasons).not.toContain("Takes documents in person");
  });

  it("counts rating, more so for a taxpayer who values reputation", () => {
    const rated = expert({ rating: 4.8, reviewsCount: 12 });
    const plain = scoreExpert(request(), rated);
    const valued = scoreExpert(request({ hiringFactors: [3] }), rated);
    expect(valued.score).toBeGreaterThan(plain.score);
    expect(plain.reasons).toContain("Rated 4.8 from 12 reviews");
    expect(scoreExpert(request(), expert({ rating: 3, reviewsCount: 2 })).reasons.join()).not.toMatch(
      /Rated/,
    );
  });

  it("counts responsiveness and current load", () => {
    const quick = scoreExpert(request(), expert({ averageQuoteHours: 2, openJobs: 0 }));
    const slow = scoreExpert(request(), expert({ averageQuoteHours: 100, openJobs: 0 }));
    const busy = scoreExpert(request(), expert({ averageQuoteHours: 2, openJobs: 8 }));
    expect(quick.score).toBeGreaterThan(slow.score);
    expect(quick.score).toBeGreaterThan(busy.score);
    expect(quick.score - busy.score).toBe(10);
  });

  it("names a certification for a taxpayer who values one", () => {
    const cpa = expert({ taxPreparerTypeId: 2, state: "NY" });
    expect(scoreExpert(request({ hiringFactors: [2] }), cpa).reasons).toContain("Certified: CPA");
  });

  it("shows at most three reasons", () => {
    const strong = expert({ rating: 5, reviewsCount: 3, yearsOfExperience: 12, averageQuoteHours: 1 });
    expect(scoreExpert(request({ wantsDocumentDropOff: true }), strong).reasons.length).toBeLessThanOrEqual(
      3,
    );
  });
});

describe("ranking", () => {
  it("routes to at most 5, best first, ties to the earlier member, and is deterministic", () => {
    const candidates = Array.from({ length: 9 }, (_, index) =>
      expert({ userId: 100 + index, yearsOfExperience: (index % 3) * 5 }),
    );
    const first = rankExperts(request(), candidates, { round: "strict" });
    const again = rankExperts(request(), [...candidates].reverse(), { round: "strict" });
    expect(first).toHaveLength(5);
    expect(again).toEqual(first);
    expect(first.map((match) => match.expertUserId)).toEqual([102, 105, 108, 101, 104]);
  });

  it("routes to those who fit when fewer than 5 do, and leaves out the ones already introduced", () => {
    const candidates = [
      expert({ userId: 1 }),
      expert({ userId: 2, taxPreparationTypeId: 2 }),
      expert({ userId: 3 }),
    ];
    expect(rankExperts(request(), candidates, { round: "strict" }).map((m) => m.expertUserId)).toEqual([
      1, 3,
    ]);
    expect(
      rankExperts(request(), candidates, { round: "strict", excluded: new Set([1]) }).map(
        (m) => m.expertUserId,
      ),
    ).toEqual([3]);
    expect(rankExperts(request(), candidates, { round: "strict", limit: 0 })).toEqual([]);
  });
});

describe("wishes read from stored answers", () => {
  it("takes a business request as open to online work", () => {
    expect(matchRequestOf({ kind: 2, state: null, answers: { taxPreparationTypeId: 2 } })).toEqual({
      kind: 2,
      state: null,
      okWithVirtualMeetings: true,
      wantsDocumentDropOff: false,
      hiringFactors: [],
    });
    expect(
      matchRequestOf({
        kind: 1,
        state: "TX",
        answers: {
          areYouOkWithVirtualMeetings: false,
          areYouLookingServiceToDropDocuments: true,
          factorThatHelpYouHirePreparer: [1, 3],
        },
      }),
    ).toMatchObject({ okWithVirtualMeetings: false, wantsDocumentDropOff: true, hiringFactors: [1, 3] });
  });
});

describe("verified credentials", () => {
  it("puts a verified professional ahead of an otherwise equal unverified one", () => {
    const ranked = rankExperts(
      request(),
      [expert({ userId: 1 }), expert({ userId: 2, credentialsVerified: true })],
      { round: "strict" },
    );
    expect(ranked.map((match) => match.expertUserId)).toEqual([2, 1]);
  });
});
