import type { Plan } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { planWithCode, prefilledEmail, subscribeRequest } from "./subscribe-link";

describe("plan links", () => {
  it("names Basic and Standard, monthly or yearly, and nothing else", () => {
    expect(subscribeRequest("basic", "month")).toEqual({ code: "expert-basic", interval: "month" });
    expect(subscribeRequest("standard", "year")).toEqual({ code: "expert-standard", interval: "year" });
    expect(subscribeRequest("premium", "month")).toBeNull();
    expect(subscribeRequest("basic", "week")).toBeNull();
    expect(subscribeRequest("constructor", "month")).toBeNull();
    expect(subscribeRequest(undefined, undefined)).toBeNull();
  });

  it("finds the plan by its code whatever it is called now", () => {
    const renamed = { id: 7, name: "Starter", code: "expert-basic" } as Plan;
    expect(planWithCode([renamed], "expert-basic")).toBe(renamed);
    expect(planWithCode([renamed], "expert-standard")).toBeUndefined();
  });

  it("reads the e-mail the link was opened for", () => {
    expect(prefilledEmail("?prefilled_email=ann%2Btax%40example.com")).toBe("ann+tax@example.com");
    expect(prefilledEmail("?prefilled_email=%20")).toBeNull();
    expect(prefilledEmail("")).toBeNull();
  });
});
