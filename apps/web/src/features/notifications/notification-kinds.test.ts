import { describe, expect, it } from "vitest";
import { EXPERT_ROLE, TAXPAYER_ROLE } from "../../entities/account";
import { kindLabel } from "./notification-kinds";

describe("kinds of notice", () => {
  it("name a kind as each role reads it, and generally without a role", () => {
    expect(kindLabel("requests", TAXPAYER_ROLE)).toBe("Your requests for quotes");
    expect(kindLabel("requests", EXPERT_ROLE)).toBe("Requests waiting for your quote");
    expect(kindLabel("requests")).toBe("Requests for a quote");
    expect(kindLabel("billing", EXPERT_ROLE)).toBe("Trial and renewal notices");
    expect(kindLabel("billing", TAXPAYER_ROLE)).toBe("Reminders of unpaid invoices");
    expect(kindLabel("billing")).toBe("Billing notices: trial, renewal and unpaid invoices");
    expect(kindLabel("horoscope")).toBe("horoscope");
  });
});
