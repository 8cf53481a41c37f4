import { describe, expect, it } from "vitest";
import { auditSummary } from "./audit-entry-texts";

describe("an audit entry in a sentence", () => {
  it("adds the reason an operator wrote", () => {
    expect(
      auditSummary(
        { action: "admin.account-suspended", detail: { reason: "Posted fake reviews." } },
        "Dana Nguyen",
      ),
    ).toBe("Suspended the account of Dana Nguyen: Posted fake reviews.");
  });

  it("never shows the code a refused sign-in keeps", () => {
    expect(
      auditSummary(
        { action: "identity.second-step-failed", detail: { factor: "totp", reason: "wrong-code" } },
        "Dana Nguyen",
      ),
    ).toBe("Failed the second step of signing in to the account of Dana Nguyen");
    expect(
      auditSummary(
        { action: "identity.sign-in-failed", detail: { reason: "wrong-password" } },
        "Dana Nguyen",
      ),
    ).toBe("Failed to sign in to the account of Dana Nguyen");
  });

  it("says the fee an operator changed, before and after, as percents", () => {
    expect(
      auditSummary(
        { action: "payments.fee-changed", detail: { basisPointsBefore: 0, basisPoints: 250 } },
        null,
      ),
    ).toBe("Changed Taxlane's fee on payments from 0.00% to 2.50%");
  });
});
