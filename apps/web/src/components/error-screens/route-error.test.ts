import { appTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { describeRouteError } from "./route-error";

const response = (status: number, statusText: string, data: unknown) => ({
  status,
  statusText,
  data,
  internal: false,
});

describe("describeRouteError", () => {
  it("shows the 404 screen for a 404 route error response", () => {
    expect(describeRouteError(response(404, "Not Found", null))).toEqual({ kind: "notFound" });
  });

  it("uses an Error's message (a failed chunk import, for one)", () => {
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/home-abc.js");
    expect(describeRouteError(error)).toEqual({
      kind: "unexpected",
      message: "Failed to fetch dynamically imported module: /assets/home-abc.js",
    });
  });

  it("uses a response's data, its errorMessage, or its status text", () => {
    expect(describeRouteError(response(500, "Internal Server Error", "Boom"))).toEqual({
      kind: "unexpected",
      message: "Boom",
    });
    expect(describeRouteError(response(403, "Forbidden", { errorMessage: "Not yours" }))).toEqual({
      kind: "unexpected",
      message: "Not yours",
    });
    expect(describeRouteError(response(503, "Service Unavailable", null))).toEqual({
      kind: "unexpected",
      message: "Service Unavailable",
    });
  });

  it("stringifies anything else", () => {
    expect(describeRouteError("plain text")).toEqual({ kind: "unexpected", message: "plain text" });
    expect(describeRouteError(42)).toEqual({ kind: "unexpected", message: "42" });
    expect(describeRouteError(undefined)).toEqual({
      kind: "unexpected",
      message: appTexts.somethingWentWrong,
    });
  });
});
