import { describe, expect, it } from "vitest";
import { parseFieldKey, setAtPath } from "./form-data";

describe("form field keys", () => {
  it("reads dotted and indexed keys", () => {
    expect(parseFieldKey("initialQuestions.accountantEducationList[1].institution")).toEqual([
      "initialQuestions",
      "accountantEducationList",
      1,
      "institution",
    ]);
    expect(parseFieldKey("email")).toEqual(["email"]);
  });

  it("refuses keys that could reach a prototype or nest without end", () => {
    expect(parseFieldKey("__proto__.polluted")).toBeNull();
    expect(parseFieldKey("a.constructor.prototype")).toBeNull();
    expect(parseFieldKey("a[1000]")).toBeNull();
    expect(parseFieldKey("a.b.c.d.e.f.g")).toBeNull();
    expect(parseFieldKey("a..b")).toBeNull();
  });

  it("nests values into objects and arrays", () => {
    const target: Record<string, unknown> = {};
    setAtPath(target, ["q", "list", 0, "name"], "Ann");
    setAtPath(target, ["q", "list", 1, "name"], "Bo");
    setAtPath(target, ["q", "flag"], "true");
    expect(target).toEqual({ q: { list: [{ name: "Ann" }, { name: "Bo" }], flag: "true" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
