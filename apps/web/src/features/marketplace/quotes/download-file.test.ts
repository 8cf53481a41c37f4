import { describe, expect, it } from "vitest";
import { apiPathOf } from "./download-file";

describe("apiPathOf", () => {
  it("drops the /api prefix the client adds itself", () => {
    expect(apiPathOf("/api/files/7")).toBe("/files/7");
  });

  it("keeps paths without it", () => {
    expect(apiPathOf("/files/7")).toBe("/files/7");
    expect(apiPathOf("/apis/files/7")).toBe("/apis/files/7");
  });
});
