import { app } from "@taxlane/contract/i18n/local/app";
import { describe, expect, it } from "vitest";
import LeftOutCardTabs from "./CardTabs";

describe("a left-out part reached", () => {
  it("shows the app's own words and keeps the developer's in the cause", () => {
    let thrown: unknown;
    try {
      LeftOutCardTabs();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(app.somethingWentWrong);
    expect(String((thrown as Error).cause)).toContain("PageTabs");
  });
});
