import { describe, expect, it } from "vitest";
import { apiPathOfFileUrl } from "./download-file";

describe("apiPathOfFileUrl", () => {
  it("drops the API's own prefix, which the client adds", () => {
    expect(apiPathOfFileUrl("/api/files/7", "/api")).toBe("/files/7");
    expect(apiPathOfFileUrl("/api/files/7", "https://api.example.com/api/")).toBe("/files/7");
  });

  it("leaves other paths alone", () => {
    expect(apiPathOfFileUrl("/files/7", "/api")).toBe("/files/7");
    expect(apiPathOfFileUrl("/apis/files/7", "/api")).toBe("/apis/files/7");
    expect(apiPathOfFileUrl("/api/files/7", "https://api.example.com")).toBe("/api/files/7");
  });
});
