import { describe, expect, it } from "vitest";
import { chooseBlock, isChosen, isConfirmed, requestsWithChoice } from "./quote-rules";
import { kindOfJobType, requestKey, requestKeyOf } from "./request-key";

const quote = (
  quoteId: number,
  taxPreparationId: number,
  actionStatusId: number,
  jobType: "Personal" | "Business" = "Personal",
) => ({ quoteId, taxPreparationId, jobType, actionStatusId });

describe("request keys", () => {
  it("tells an individual and a business request with the same id apart", () => {
    expect(kindOfJobType("Personal")).toBe("individual");
    expect(kindOfJobType("Business")).toBe("business");
    expect(requestKeyOf(quote(1, 7, 0))).toBe(requestKey("individual", 7));
    expect(requestKeyOf(quote(1, 7, 0, "Business"))).not.toBe(requestKeyOf(quote(2, 7, 0)));
  });
});

describe("isChosen and isConfirmed", () => {
  it("counts chosen-and-waiting and confirmed quotes as chosen, not declined ones", () => {
    expect(isChosen({ actionStatusId: 9 })).toBe(true);
    expect(isChosen({ actionStatusId: 10 })).toBe(true);
    expect(isChosen({ actionStatusId: 11 })).toBe(false);
    expect(isChosen({ actionStatusId: 0 })).toBe(false);
    expect(isConfirmed({ actionStatusId: 10 })).toBe(true);
    expect(isConfirmed({ actionStatusId: 9 })).toBe(false);
  });
});

describe("chooseBlock", () => {
  const quotes = [
    quote(1, 10, 9),
    quote(2, 10, 0),
    quote(3, 11, 11),
    quote(4, 11, 0),
    quote(5, 10, 0, "Business"),
  ];
  const chosen = requestsWithChoice(quotes);

  it("lets the taxpayer choose a pending quote of a request without a choice", () => {
    expect(chooseBlock(quote(4, 11, 0), chosen)).toBeNull();
  });

  it("lets the taxpayer choose again after the chosen professional declined", () => {
    expect(chosen.has(requestKey("individual", 11))).toBe(false);
  });

  it("stops a second choice on a request that has one", () => {
    expect(chooseBlock(quote(2, 10, 0), chosen)).toBe("otherChosen");
    expect(chooseBlock(quote(1, 10, 9), chosen)).toBe("chosen");
    expect(chooseBlock(quote(6, 10, 10), requestsWithChoice([quote(6, 10, 10)]))).toBe("chosen");
  });

  it("stops choosing a professional who declined", () => {
    expect(chooseBlock(quote(3, 11, 11), chosen)).toBe("declined");
  });

  it("looks only at the request of the same kind", () => {
    expect(chooseBlock(quote(5, 10, 0, "Business"), chosen)).toBeNull();
  });
});
