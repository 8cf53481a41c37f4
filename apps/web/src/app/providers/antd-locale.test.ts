import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { antdLocale } from "./antd-locale";

describe("antd's locale on an English page", () => {
  it("is English, and so is dayjs's", () => {
    expect(antdLocale.locale).toBe("en");
    expect(dayjs.locale()).toBe("en");
  });
});
