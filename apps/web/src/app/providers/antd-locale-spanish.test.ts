/**
 * antd's words and dayjs's month names in Spanish on a page that speaks Spanish: the language is set
 * before the module loads, as the web sets it before its first module. An English page's is in
 * `antd-locale.test.ts`.
 */
import { setLanguageSource } from "@taxlane/contract/i18n";
import dayjs from "dayjs";
import { afterAll, describe, expect, it } from "vitest";

setLanguageSource(() => "es");
const { antdLocale } = await import("./antd-locale");

afterAll(() => {
  setLanguageSource(() => "en");
  dayjs.locale("en");
});

describe("antd's locale on a Spanish page", () => {
  it("is Spanish, and so are the date pickers' months", () => {
    expect(antdLocale.locale).toBe("es");
    expect(dayjs.locale()).toBe("es");
    expect(dayjs("2026-03-01").format("MMMM")).toBe("marzo");
  });
});
