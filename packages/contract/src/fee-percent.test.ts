import { describe, expect, it } from "vitest";
import { basisPointsOfPercent, feePercentText } from "./fee-percent";

describe("the fee as a percent", () => {
  it("says basis points with two decimals", () => {
    expect(feePercentText(0)).toBe("0.00%");
    expect(feePercentText(5)).toBe("0.05%");
    expect(feePercentText(250)).toBe("2.50%");
    expect(feePercentText(3000)).toBe("30.00%");
  });

  it("reads a typed percent back into whole basis points", () => {
    expect(basisPointsOfPercent(0)).toBe(0);
    expect(basisPointsOfPercent(2.5)).toBe(250);
    expect(basisPointsOfPercent(2.57)).toBe(257);
    expect(basisPointsOfPercent(0.29)).toBe(29);
    expect(basisPointsOfPercent(30)).toBe(3000);
  });
});
