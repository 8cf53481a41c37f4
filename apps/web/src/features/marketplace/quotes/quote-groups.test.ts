import { describe, expect, it } from "vitest";
import { groupQuotesByRequest } from "./quote-groups";

const quote = (
  quoteId: number,
  taxPreparationId: number,
  request: { isIndividual?: boolean; requestDate: string; requestHeadlineAnswers?: Record<string, unknown> },
) => ({
  quoteId,
  taxPreparationId,
  createdDate: "2027-03-05T10:00:00.000Z",
  isIndividual: request.isIndividual ?? true,
  requestDate: request.requestDate,
  requestHeadlineAnswers: request.requestHeadlineAnswers ?? {},
});

const march1 = {
  requestDate: "2027-03-01T10:00:00.000Z",
  requestHeadlineAnswers: { country: "United States", state: "TX", isMarried: false },
};
const march4 = {
  requestDate: "2027-03-04T10:00:00.000Z",
  requestHeadlineAnswers: { country: "United States", state: "CA", isMarried: true },
};

describe("groupQuotesByRequest", () => {
  it("puts each quote under its request, newest request first, keeping the quotes' order", () => {
    const groups = groupQuotesByRequest([
      quote(1, 10, march1),
      quote(2, 11, march4),
      quote(3, 10, march1),
      quote(4, 11, march4),
    ]);
    expect(groups.map((group) => group.quotes.map((item) => item.quoteId))).toEqual([
      [2, 4],
      [1, 3],
    ]);
    expect(groups.map(({ title, summary }) => ({ title, summary }))).toEqual([
      { title: "Individual tax return, sent Mar 4, 2027", summary: "State: California · Married: Yes" },
      { title: "Individual tax return, sent Mar 1, 2027", summary: "State: Texas · Married: No" },
    ]);
  });

  it("names a business request by its kind", () => {
    const [group] = groupQuotesByRequest([quote(1, 12, { ...march1, isIndividual: false })]);
    expect(group?.title).toBe("Business tax return, sent Mar 1, 2027");
  });

  it("numbers two requests that read the same, so they are still told apart", () => {
    const groups = groupQuotesByRequest([quote(1, 20, march1), quote(2, 21, march1)]);
    expect(groups.map((group) => group.title)).toEqual([
      "Individual tax return, sent Mar 1, 2027",
      "Individual tax return, sent Mar 1, 2027 (2)",
    ]);
    expect(new Set(groups.map((group) => group.key)).size).toBe(2);
  });

  it("answers no groups for no quotes", () => {
    expect(groupQuotesByRequest([])).toEqual([]);
  });
});
