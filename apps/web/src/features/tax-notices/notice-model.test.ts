import { describe, expect, it } from "vitest";
import { daysUntil, deadlineUrgency, localToday } from "./notice-model";

describe("a letter's deadline", () => {
  it("counts whole days, across months and a daylight-saving change", () => {
    expect(daysUntil("2026-12-20", "2026-11-24")).toBe(26);
    expect(daysUntil("2026-11-02", "2026-10-31")).toBe(2);
    expect(daysUntil("2026-11-24", "2026-11-24")).toBe(0);
    expect(daysUntil("2026-11-20", "2026-11-24")).toBe(-4);
  });

  it("reads as overdue, soon or later", () => {
    expect(deadlineUrgency(-1)).toBe("overdue");
    expect(deadlineUrgency(0)).toBe("soon");
    expect(deadlineUrgency(7)).toBe("soon");
    expect(deadlineUrgency(8)).toBe("later");
  });

  it("takes today on the device's clock", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
